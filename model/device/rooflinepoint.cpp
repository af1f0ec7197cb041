#include "rooflinepoint.h"

#include "../enumnames.h"

namespace kiln {

namespace {
constexpr EnumNames<RooflinePoint::Role, 4> kRoleNames{
    {{RooflinePoint::Role::Baseline, "baseline"},
     {RooflinePoint::Role::ProductionBaseline, "production baseline"},
     {RooflinePoint::Role::Candidate, "candidate"},
     {RooflinePoint::Role::Best, "best"}}};
static_assert(namesEveryValueOnce(kRoleNames));
} // namespace

QString roleName(RooflinePoint::Role role)
{
    return nameOf(kRoleNames, role);
}

} // namespace kiln
