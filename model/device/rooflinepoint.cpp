#include "rooflinepoint.h"

namespace kiln {

QString roleName(RooflinePoint::Role role)
{
    switch (role) {
    case RooflinePoint::Role::Baseline:
        return QStringLiteral("baseline");
    case RooflinePoint::Role::ProductionBaseline:
        return QStringLiteral("production baseline");
    case RooflinePoint::Role::Candidate:
        return QStringLiteral("candidate");
    case RooflinePoint::Role::Best:
        return QStringLiteral("best");
    }
    return {};
}

} // namespace kiln
