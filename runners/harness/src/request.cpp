#include "request.h"

#include <nlohmann/json.hpp>

namespace kiln::harness {

using json = nlohmann::json;

double ConfigDecl::totalFlops() const
{
    double s = 0;
    for (const auto& [d, f] : flops)
        s += f;
    return s;
}

double Request::solSeconds(const ConfigDecl& c) const
{
    double compute = 0;
    for (const auto& [dtype, f] : c.flops) {
        auto it = peakFlopsPerS.find(dtype);
        if (it == peakFlopsPerS.end())
            it = peakFlopsPerS.find("f32");
        if (it != peakFlopsPerS.end() && it->second > 0)
            compute += f / it->second;
    }
    const double memory = dramBytesPerS > 0 ? c.bytes / dramBytesPerS : 0;
    return std::max(compute, memory);
}

namespace {

Tolerance parseTolerance(const json& j)
{
    Tolerance t;
    t.atol = j.value("atol", t.atol);
    t.rtol = j.value("rtol", t.rtol);
    t.matchedRatio = j.value("matched_ratio", t.matchedRatio);
    return t;
}

} // namespace

std::optional<Request> parseRequest(const std::string& text, std::string& error)
{
    json j;
    try {
        j = json::parse(text);
    } catch (const json::exception& e) {
        error = std::string("the request is not valid JSON: ") + e.what();
        return std::nullopt;
    }
    try {
        Request r;
        if (j.value("protocol", 0) != 1) {
            error = "request 'protocol' must be 1";
            return std::nullopt;
        }
        const json& task = j.at("task");
        r.taskId = task.value("id", "");
        r.backend = task.at("backend").get<std::string>();
        r.entry = task.at("entry").get<std::string>();
        r.timingL2 = task.value("timing_l2", "flush");
        for (const json& t : j.at("tensors")) {
            TensorDecl d;
            d.name = t.at("name").get<std::string>();
            d.role = t.at("role").get<std::string>();
            const auto dt = dtypeFromName(t.at("dtype").get<std::string>());
            if (!dt) {
                error = "tensor '" + d.name + "' has an unknown dtype";
                return std::nullopt;
            }
            d.dtype = *dt;
            if (t.contains("tolerance"))
                d.tolerance = parseTolerance(t["tolerance"]);
            r.tensors.push_back(d);
        }
        for (const json& c : j.at("configs")) {
            ConfigDecl d;
            d.name = c.at("name").get<std::string>();
            d.hidden = c.value("hidden", false);
            d.params = c.at("params").get<std::vector<int64_t>>();
            d.shapes = c.at("shapes").get<std::vector<std::vector<int64_t>>>();
            if (d.shapes.size() != r.tensors.size()) {
                error = "config '" + d.name + "' has " + std::to_string(d.shapes.size()) + " shapes for " +
                        std::to_string(r.tensors.size()) + " tensors";
                return std::nullopt;
            }
            const json init = c.value("init", json::array());
            for (size_t i = 0; i < r.tensors.size(); ++i) {
                InitDecl in;
                if (i < init.size() && init[i].is_object()) {
                    in.dist = init[i].value("dist", "uniform");
                    for (const auto& [k, v] : init[i].items())
                        if (v.is_number())
                            in.args[k] = v.get<double>();
                }
                d.init.push_back(in);
            }
            if (c.contains("flops"))
                d.flops = c["flops"].get<std::map<std::string, double>>();
            d.bytes = c.value("bytes", 0.0);
            r.configs.push_back(d);
        }
        for (const auto& [name, o] : j.at("objects").items()) {
            ObjectDecl d;
            d.path = o.at("path").get<std::string>();
            if (o.contains("build")) {
                BuildDecl b;
                b.argv = o["build"].at("argv").get<std::vector<std::string>>();
                b.cwd = o["build"].value("cwd", "");
                b.timeoutS = o["build"].value("timeout_s", 300.0);
                if (o["build"].contains("mkdirs"))
                    b.mkdirs = o["build"]["mkdirs"].get<std::vector<std::string>>();
                d.build = b;
            }
            r.objects[name] = d;
        }
        for (const char* needed : {"candidate", "baseline", "reference"})
            if (!r.objects.count(needed)) {
                error = std::string("request 'objects' has no '") + needed + "'";
                return std::nullopt;
            }
        if (j.contains("seeds"))
            r.seeds = j["seeds"].get<std::vector<uint64_t>>();
        if (j.contains("correctness"))
            r.correctnessTimeoutS = j["correctness"].value("timeout_s", r.correctnessTimeoutS);
        if (j.contains("performance")) {
            const json& p = j["performance"];
            r.performance = p.value("enabled", true);
            r.warmupS = p.value("warmup_s", r.warmupS);
            r.minReps = p.value("min_reps", r.minReps);
            r.maxReps = p.value("max_reps", r.maxReps);
            r.targetRse = p.value("target_rse", r.targetRse);
            r.budgetS = p.value("budget_s", r.budgetS);
            r.inputSets = std::max(1, p.value("input_sets", r.inputSets));
            r.performanceTimeoutS = p.value("timeout_s", r.performanceTimeoutS);
        }
        if (j.contains("device")) {
            const json& d = j["device"];
            r.deviceIndex = d.value("index", 0);
            r.cacheBytes = d.value("cache_bytes", r.cacheBytes);
            r.dramBytesPerS = d.value("dram_bytes_per_s", 0.0);
            if (d.contains("ceilings") && d["ceilings"].is_string())
                r.ceilings = d["ceilings"].get<std::string>();
            if (d.contains("peak_flops_per_s"))
                r.peakFlopsPerS = d["peak_flops_per_s"].get<std::map<std::string, double>>();
        }
        r.implausibleSpeedup = j.value("implausible_speedup", r.implausibleSpeedup);
        if (j.contains("sandbox") && j["sandbox"].contains("hide"))
            for (const auto& h : j["sandbox"]["hide"])
                if (h.is_string() && !h.get<std::string>().empty() && h.get<std::string>()[0] == '/')
                    r.hide.push_back(h.get<std::string>());
        if (r.configs.empty()) {
            error = "the request has no configurations";
            return std::nullopt;
        }
        return r;
    } catch (const json::exception& e) {
        error = std::string("the request is missing a field or has one of the wrong type: ") + e.what();
        return std::nullopt;
    }
}

} // namespace kiln::harness
