#!/usr/bin/env python3
"""Converts MaskBench schemas (shared/data/maskbench.jsonl.gz, decompressed, `generable` lines)
into the JSON-lines form read by GuidedGenerationTests' opt-in ConformanceTests: each schema in
the engine's IR (schemas using anything else are skipped) and each test instance re-serialized as
compact JSON with properties in declaration order ("strict": false when the instance needs more
than strict objects, e.g. extra properties).

    usage: maskbench-ir.py shared/data/maskbench.jsonl.gz ir.jsonl
"""
import json, sys
class Unsupported(Exception): pass
ALLOWED = {"type","properties","required","additionalProperties","items","minItems","maxItems","minimum","maximum",
           "enum","const","anyOf","$ref","definitions","$defs","pattern","title","description","default","examples","$schema","$id","$comment"}
def conv(s, defs_path):
    if s is True or s == {}: raise Unsupported("any")
    if not isinstance(s, dict): raise Unsupported("schema")
    for k in s:
        if k not in ALLOWED: raise Unsupported(k)
    if "$ref" in s:
        r = s["$ref"]
        for p in ("#/definitions/", "#/$defs/"):
            if r.startswith(p): return {"k":"ref","name":r[len(p):]}
        raise Unsupported("ref " + r)
    if "anyOf" in s:
        if len(s) - len([k for k in s if k in ("title","description","default","examples","$comment")]) != 1: raise Unsupported("anyOf+")
        return {"k":"anyOf","of":[conv(x, defs_path) for x in s["anyOf"]]}
    if "const" in s:
        if isinstance(s["const"], str): return {"k":"string","const":s["const"]}
        raise Unsupported("const")
    if "enum" in s:
        if all(isinstance(v, str) for v in s["enum"]): return {"k":"string","choices":s["enum"]}
        raise Unsupported("enum")
    t = s.get("type")
    if isinstance(t, list):
        return {"k":"anyOf","of":[conv(dict(s, type=x), defs_path) for x in t]}
    if t == "object":
        props = s.get("properties", {})
        req = set(s.get("required", []))
        if not req <= set(props): raise Unsupported("required not in properties")
        return {"k":"object","p":[[n, conv(v, defs_path), n not in req] for n, v in props.items()]}
    if t == "string":
        if "pattern" in s: return {"k":"string","pattern":s["pattern"]}
        return {"k":"string","free":True}
    if t in ("integer","number"):
        d = {"k":t}
        for b in ("minimum","maximum"):
            if b in s:
                v = s[b]
                if t == "integer":
                    if v != int(v): raise Unsupported("fractional integer bound")
                    v = int(v)
                d[b[:3]] = v
        return d
    if t == "boolean": return {"k":"boolean"}
    if t == "null": return {"k":"null"}
    if t == "array":
        if "items" not in s: raise Unsupported("array without items")
        d = {"k":"array","items":conv(s["items"], defs_path)}
        if "minItems" in s: d["min"] = s["minItems"]
        if "maxItems" in s: d["max"] = s["maxItems"]
        return d
    raise Unsupported("type %r" % t)

def fits(node, v, defs):
    while node["k"] == "ref": node = defs[node["name"]]
    k = node["k"]
    if k == "anyOf": return any(fits(x, v, defs) for x in node["of"])
    if k == "object":
        if not isinstance(v, dict): return False
        names = [p[0] for p in node["p"]]
        return set(v) <= set(names) and all(p[0] in v for p in node["p"] if not p[2])
    if k == "string": return isinstance(v, str)
    if k == "integer": return isinstance(v, int) and not isinstance(v, bool)
    if k == "number": return isinstance(v, (int, float)) and not isinstance(v, bool)
    if k == "boolean": return isinstance(v, bool)
    if k == "null": return v is None
    if k == "array": return isinstance(v, list)

LOOSE = [False]
def ser(node, v, defs):
    while node["k"] == "ref": node = defs[node["name"]]
    k = node["k"]
    if k == "anyOf":
        for x in node["of"]:
            if fits(x, v, defs): return ser(x, v, defs)
        LOOSE[0] = True
        return json.dumps(v, ensure_ascii=False, separators=(",",":"))
    if not fits(node, v, defs): LOOSE[0] = True
    if k == "object" and isinstance(v, dict):
        order = [p[0] for p in node["p"]]
        keys = sorted(v, key=lambda n: order.index(n) if n in order else len(order))
        sub = {p[0]: p[1] for p in node["p"]}
        return "{" + ",".join(json.dumps(n, ensure_ascii=False) + ":" + (ser(sub[n], v[n], defs) if n in sub else json.dumps(v[n], ensure_ascii=False, separators=(",",":"))) for n in keys) + "}"
    if k == "array" and isinstance(v, list):
        return "[" + ",".join(ser(node["items"], x, defs) for x in v) + "]"
    return json.dumps(v, ensure_ascii=False, separators=(",",":"))

out = open(sys.argv[2], "w")
counts = {}
import gzip
source = gzip.open(sys.argv[1], "rt") if sys.argv[1].endswith(".gz") else open(sys.argv[1])
for line in source:
    d = json.loads(line)
    if not d.get("generable", True): continue
    s = d["schema"]
    try:
        defs = {}
        for key in ("definitions", "$defs"):
            for n, v in s.get(key, {}).items(): defs[n] = conv(v, key)
        root = conv({k: v for k, v in s.items() if k not in ("definitions","$defs")}, None)
    except Unsupported as e:
        counts[str(e)] = counts.get(str(e), 0) + 1
        continue
    except RecursionError:
        continue
    tests = []
    for t in d["tests"]:
        LOOSE[0] = False
        try: tests.append({"valid": t["valid"], "text": ser(root, t["data"], defs), "strict": not LOOSE[0]})
        except Exception: pass
    out.write(json.dumps({"id": d["id"], "root": root, "defs": defs, "tests": tests}) + "\n")
    counts["converted"] = counts.get("converted", 0) + 1
print(sorted(counts.items(), key=lambda x: -x[1])[:15])
