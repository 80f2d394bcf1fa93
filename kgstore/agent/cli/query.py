"""The read commands about the graph: search, show, neighbors, subgraph, path, changes, structure."""

from __future__ import annotations

import json
from typing import Any

from ...validation import normalize_type_name
from .common import (EXIT_NOT_FOUND, EXIT_OK, UsageError, edge_types_arg, format_time, one_line, print_json,
                     range_arg, run_tool, time_arg)
from .opening import resolve_entity, workspace_label


def cmd_search(args, kg, ws) -> int:
    from ..tools import MAX_QUERY, MAX_SEARCH_RESULTS

    if len(args.query) > MAX_QUERY:  # the kg_search schema's maxLength
        raise UsageError(f"the query is too long: {len(args.query):,} characters, at most {MAX_QUERY:,}")
    params: dict[str, Any] = {"query": args.query,
                              "limit": range_arg(args.limit, "--limit", 1, MAX_SEARCH_RESULTS)}
    if args.entity_type:
        params["entity_type"] = args.entity_type
    result = run_tool(kg, ws, "kg_search", params)
    if args.json:
        print_json(result)
        return EXIT_OK
    if not result["results"]:
        print(f"no matches for {args.query!r} in workspace {ws.id!r}")
    from ...queries.search import match_kind

    for rank, r in enumerate(result["results"], 1):
        # Rank and what matched; the score itself is internal (tier offsets plus BM25).
        print(f"{rank:3d}  {match_kind(r['score']):<11}  [{r['type']}] {r['name']}  {r['id']}")
        if r["description"]:
            print(f"{'':18}{one_line(r['description'])[:110]}")
        if r.get("snippet"):
            print(f"{'':18}observation: {one_line(r['snippet'])[:97]}")
    return EXIT_OK


def cmd_show(args, kg, ws) -> int:
    from ...interchange.record_json import edge_to_dict, entity_to_dict, observation_to_dict

    entity = resolve_entity(ws, args.entity, args.entity_type)
    edges = ws.edges_of(entity.id, include_history=True)
    limit = max(1, min(100, args.observations))
    observations = ws.observations(entity.id, limit=limit)
    others = {}
    for e in edges:
        other = e.target_id if e.source_id == entity.id else e.source_id
        if other not in others:
            others[other] = ws.get_entity(other)
    if args.json:
        print_json({
            "entity": entity_to_dict(entity),
            "edges": [
                dict(edge_to_dict(e), other_name=(others.get(e.target_id if e.source_id == entity.id
                                                             else e.source_id) or entity).name)
                for e in edges
            ],
            "observations": [observation_to_dict(o) for o in observations],
        })
        return EXIT_OK
    print(f"{entity.name}  [{entity.type}]")
    print(f"  id:           {entity.id}")
    if entity.description:
        print(f"  description:  {entity.description}"
              + (f"  (by {entity.description_source})" if entity.description_source else ""))
    confidence = "unknown" if entity.confidence is None else f"{entity.confidence:.2f}"
    print(f"  source:       {entity.source}    confidence: {confidence}")
    if entity.properties:
        print(f"  properties:   {json.dumps(entity.properties, ensure_ascii=False, sort_keys=True)}")
    print(f"  created:      {format_time(entity.created_at)}    updated: {format_time(entity.updated_at)}"
          f"    last seen: {format_time(entity.last_seen_at)}")
    now = kg.now()
    current = [e for e in edges if e.valid_at(now)]
    past = [e for e in edges if not e.valid_at(now)]
    for title, group in (("Relationships", current), ("History (ended or not yet valid)", past)):
        if not group:
            continue
        print(f"{title}:")
        for e in group:
            outgoing = e.source_id == entity.id
            other = others.get(e.target_id if outgoing else e.source_id)
            other_text = f"{other.name} [{other.type}]" if other else "?"
            arrow = f"-{e.type}->" if outgoing else f"<-{e.type}-"
            window = f"{format_time(e.valid_from)} .. {format_time(e.valid_to)}"
            print(f"  {arrow} {other_text}    {window}    {e.id}")
    if observations:
        print("Observations (newest first):")
        for o in observations:
            print(f"  {format_time(o.created_at)}  {one_line(o.content)}")
    return EXIT_OK


def cmd_neighbors(args, kg, ws) -> int:
    from ...queries.traversal import MAX_DEPTH

    depth = range_arg(args.depth, "--depth", 1, MAX_DEPTH)
    edge_types = edge_types_arg(args.edge_types, "--edge-type")
    as_of = time_arg(args.as_of, "--as-of")
    entity = resolve_entity(ws, args.entity, args.entity_type)
    params: dict[str, Any] = {"entity_id": entity.id, "depth": depth, "include_history": args.history}
    if edge_types:
        params["edge_types"] = edge_types
    if as_of is not None:
        params["as_of"] = as_of
    result = run_tool(kg, ws, "kg_get_neighbors", params)
    if args.json:
        print_json(result)
        return EXIT_OK
    history = args.history and as_of is None
    when = "with history" if history else f"as of {format_time(as_of)}"
    # With history an entity has a line per relationship that reaches it (current ones first).
    count = len({n["entity"]["id"] for n in result["neighbors"]})
    relationships = f", {result['count']} relationships" if history else ""
    print(f"{entity.name} [{entity.type}]: {count} neighbours{relationships} within {result['depth']} "
          f"hop{'s' if result['depth'] > 1 else ''} ({when})")
    names = {entity.id: entity.name}
    for n in result["neighbors"]:
        names[n["entity"]["id"]] = n["entity"]["name"]
    for n in result["neighbors"]:
        e, edge = n["entity"], n["edge"]
        src, tgt = names.get(edge["source_entity_id"], "?"), names.get(edge["target_entity_id"], "?")
        window = f"{format_time(edge['valid_from'])} .. {format_time(edge['valid_to'])}"
        print(f"  {n['depth']}  {e['name']} [{e['type']}]    ({src} -{edge['type']}-> {tgt}, {window})"
              f"    {e['id']}")
    return EXIT_OK


def cmd_subgraph(args, kg, ws) -> int:
    ids = [resolve_entity(ws, ref).id for ref in args.entities]
    params: dict[str, Any] = {"entity_ids": ids, "include_history": args.history}
    as_of = time_arg(args.as_of, "--as-of")
    if as_of is not None:
        params["as_of"] = as_of
    result = run_tool(kg, ws, "kg_get_subgraph", params)
    if args.json:
        print_json(result)
        return EXIT_OK
    names = {e["id"]: e["name"] for e in result["entities"]}
    print(f"{result['entity_count']} entities, {result['edge_count']} relationships")
    for e in result["entities"]:
        print(f"  [{e['type']}] {e['name']}    {e['id']}")
    for edge in result["edges"]:
        window = f"{format_time(edge['valid_from'])} .. {format_time(edge['valid_to'])}"
        print(f"  {names.get(edge['source_entity_id'], '?')} -{edge['type']}-> "
              f"{names.get(edge['target_entity_id'], '?')}    {window}")
    return EXIT_OK


def cmd_path(args, kg, ws) -> int:
    from ...interchange.record_json import edge_to_dict, entity_to_dict

    as_of = time_arg(args.as_of, "--as-of")
    edge_types = edge_types_arg(args.edge_types, "--type")
    choose = "use the id ('kg search' lists them)"
    a = resolve_entity(ws, args.source, choose=choose)
    b = resolve_entity(ws, args.target, choose=choose)
    path = ws.shortest_path(a.id, b.id, as_of=as_of, directed=args.directed, edge_types=edge_types)
    when = f"as of {format_time(as_of if as_of is not None else kg.now())} UTC"
    how = (" following relationships' direction" if args.directed else "") + (
        f" over {', '.join(sorted({normalize_type_name(t) for t in args.edge_types}))}" if args.edge_types else "")
    if path is None:
        reason = f"no path between {a.name} [{a.type}] and {b.name} [{b.type}]{how} {when}"
        if args.json:
            print_json({"path": None, "reason": reason, "as_of": as_of if as_of is not None else kg.now()})
        else:
            print(reason)
        return EXIT_NOT_FOUND
    if args.json:
        print_json({"path": {
            "hops": path.hops,
            "entities": [entity_to_dict(e) for e in path.entities],
            "edges": [dict(edge_to_dict(e), direction="forward" if path.walked_forward(k) else "backward")
                      for k, e in enumerate(path.edges)],
        }, "as_of": as_of if as_of is not None else kg.now()})
        return EXIT_OK
    chain = [path.entities[0].name]
    for k, edge in enumerate(path.edges):
        chain += [path.arrow(k), path.entities[k + 1].name]
    hops = "1 hop" if path.hops == 1 else f"{path.hops} hops"
    print(f"{' '.join(chain)}    ({hops}{how}, {when})")
    for k, edge in enumerate(path.edges):
        here, there = path.entities[k], path.entities[k + 1]
        window = f"{format_time(edge.valid_from)} .. {format_time(edge.valid_to)}"
        print(f"  {k + 1}  {here.name} [{here.type}] {path.arrow(k, plain=True)} "
              f"{there.name} [{there.type}]    {window}    {edge.id}")
    return EXIT_OK


def cmd_changes(args, kg, ws) -> int:
    from ...queries.changes import MAX_LIMIT
    from ...interchange.record_json import edge_to_dict, entity_to_dict, observation_to_dict

    start = time_arg(args.start, "--from")
    end = time_arg(args.end, "--to")
    if not 1 <= args.limit <= MAX_LIMIT:
        raise UsageError(f"--limit must be from 1 to {MAX_LIMIT}; got {args.limit}")
    if end is not None and end < start:
        raise UsageError(f"--to {format_time(end)} is before --from {format_time(start)}")
    changes = ws.changes_between(start, end, limit=args.limit)
    named = changes.entities

    def name(entity_id: str) -> str:
        entity = named.get(entity_id)
        return f"{entity.name} [{entity.type}]" if entity else entity_id

    if args.json:
        print_json({
            "workspace": ws.id, "from": changes.start, "to": changes.end, "totals": changes.totals,
            "truncated": changes.truncated,
            "edges_opened": [dict(edge_to_dict(g), source_name=name(g.source_id), target_name=name(g.target_id))
                             for g in changes.edges_opened],
            "edges_closed": [dict(edge_to_dict(g), source_name=name(g.source_id), target_name=name(g.target_id))
                             for g in changes.edges_closed],
            "entities_created": [entity_to_dict(e) for e in changes.entities_created],
            "observations_added": [dict(observation_to_dict(o), entity_name=name(o.entity_id))
                                   for o in changes.observations_added],
        })
        return EXIT_OK
    t = changes.totals
    print(f"workspace {workspace_label(kg, ws.id)}, after {format_time(changes.start)} "
          f"up to {format_time(changes.end)} UTC: "
          f"{t['edges_opened']} relationships opened, {t['edges_closed']} closed, "
          f"{t['entities_created']} entities created, {t['observations_added']} observations added")
    rows = ([(g.valid_from, "opened", f"{name(g.source_id)} -{g.type}-> {name(g.target_id)}", g.id)
             for g in changes.edges_opened]
            + [(g.valid_to, "closed", f"{name(g.source_id)} -{g.type}-> {name(g.target_id)}", g.id)
               for g in changes.edges_closed]
            + [(e.created_at, "created", f"{e.name} [{e.type}]", e.id) for e in changes.entities_created]
            + [(o.created_at, "observed", f"{name(o.entity_id)}: {one_line(o.content)[:90]}", o.id)
               for o in changes.observations_added])
    order = {"created": 0, "opened": 1, "closed": 2, "observed": 3}  # at one moment: things, then facts
    rows.sort(key=lambda r: (r[0], order[r[1]], r[3]))
    for when, kind, text, record_id in rows:
        print(f"  {format_time(when)}  {kind:<8}  {text}    {record_id}")
    if changes.truncated:
        print(f"  (more than {args.limit} of a kind: only the earliest {args.limit} of each are listed; "
              "narrow the span or raise --limit)")
    return EXIT_OK


def cmd_structure(args, kg, ws) -> int:
    range_arg(args.top, "--top", 1, 1000)
    as_of = time_arg(args.as_of, "--as-of")
    report = ws.structure(as_of=as_of, seed=args.seed)
    s = report.structure
    ids = report.entity_ids
    order = sorted(range(len(ids)), key=lambda i: (-s.pagerank[i], ids[i]))
    shown_ids = [ids[i] for i in order[:args.top]]
    members: dict[int, list[int]] = {}
    for i in order:  # members of each community, most central first
        members.setdefault(int(s.community[i]), []).append(i)
    communities = sorted(members.items())[:args.top]
    need = set(shown_ids) | {ids[i] for _, m in communities for i in m[:3]}
    entities = {i: ws.get_entity(i) for i in sorted(need)}

    def label(entity_id: str) -> str:
        e = entities.get(entity_id)
        return f"{e.name} [{e.type}]" if e else entity_id

    when = report.as_of
    if args.json:
        def entry(i: int) -> dict[str, Any]:
            e = entities.get(ids[i])
            return {"id": ids[i], "name": e.name if e else None, "type": e.type if e else None,
                    "degree": int(s.degree[i]), "pagerank": float(s.pagerank[i]), "community": int(s.community[i])}

        print_json({
            "workspace": ws.id, "as_of": when, "entities": len(ids), "communities": s.communities,
            "modularity": s.modularity, "seconds": s.seconds,
            "top": [entry(i) for i in order[:args.top]],
            "community_sizes": [{"community": c, "size": len(m), "central": [entry(i) for i in m[:3]]}
                                for c, m in communities],
        })
        return EXIT_OK
    connected = sum(1 for m in members.values() if len(m) > 1)
    print(f"workspace {workspace_label(kg, ws.id)} as of {format_time(when)} UTC: {len(ids)} entities, "
          f"{s.communities} communities ({connected} with more than one entity), modularity {s.modularity:.3f}")
    if not ids:
        return EXIT_OK
    print("Most central (PageRank):")
    for rank, i in enumerate(order[:args.top], 1):
        print(f"  {rank:3d}  {s.pagerank[i]:.4f}  degree {int(s.degree[i]):4d}  community {int(s.community[i]):3d}  "
              f"{label(ids[i])}    {ids[i]}")
    print("Communities (largest first):")
    for c, m in communities:
        central = ", ".join(label(ids[i]) for i in m[:3]) + (", ..." if len(m) > 3 else "")
        print(f"  {c:3d}  {len(m):5d} entit{'y' if len(m) == 1 else 'ies'}  {central}")
    if s.communities > len(communities):
        print(f"  ... {s.communities - len(communities)} more (--top N lists more)")
    return EXIT_OK
