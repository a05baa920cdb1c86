#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the score sheets `followsuit-cli arena --sheets FILE` writes and says what the arena's
report does not: how each player's final totals spread, how many points it took a deal by how far
it stood behind the leader (a player that stops trying once its match is lost scores points that
win nothing), and how it bid in the big hands. See docs/ai.md, "Playing for the match".

    python3 tools/arena/sheets.py sheets.csv [--behind 120] [--from-deal 14] [--big-hand 8]

Totals are read as "the highest wins"; with --lowest (Hearts) the leader is the lowest total.
"""

import argparse
import csv
import statistics
import sys
from collections import defaultdict


def read(path):
    matches = defaultdict(list)  # (sequence, rotation) -> lines
    with open(path, newline="") as f:
        for line in csv.DictReader(f):
            matches[(line["sequence"], line["rotation"])].append(line)
    return matches


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sheets")
    ap.add_argument("--behind", type=int, default=120,
                    help="a gap to the leader this large or larger counts as out of the match")
    ap.add_argument("--from-deal", type=int, default=14,
                    help="count the points a deal from this deal on (default 14)")
    ap.add_argument("--big-hand", type=int, default=8,
                    help="the bids of deals of at least this many tricks (default 8)")
    ap.add_argument("--lowest", action="store_true", help="the lowest total leads (Hearts)")
    a = ap.parse_args()
    try:
        matches = read(a.sheets)
    except (OSError, KeyError, csv.Error) as e:
        sys.exit(f"sheets.py: cannot read {a.sheets}: {e}")
    if not matches:
        sys.exit(f"sheets.py: {a.sheets} has no deals")

    finals = defaultdict(list)
    standing = defaultdict(list)  # (player, "leading" / "behind" / "out") -> points
    bids = defaultdict(lambda: [0, 0, 0])  # (player, bid) -> [bids, made, points]
    sign = -1 if a.lowest else 1
    for lines in matches.values():
        deals = defaultdict(list)
        for line in lines:
            deals[int(line["deal"])].append(line)
        last = max(deals)
        for d, seats in sorted(deals.items()):
            before = {s["column"]: int(s["total_before"]) for s in seats}
            best = max(sign * t for t in before.values())
            tricks = sum(int(s["tricks"]) for s in seats)
            for s in seats:
                player = s["player"]
                points = int(s["points"])
                if d >= a.from_deal:
                    gap = best - sign * before[s["column"]]
                    where = "leading" if gap == 0 else ("out" if gap >= a.behind else "behind")
                    standing[(player, where)].append(points)
                if s["bid"] != "" and tricks >= a.big_hand:
                    b = bids[(player, min(int(s["bid"]), 4))]
                    b[0] += 1
                    b[1] += int(s["bid"]) == int(s["tricks"])
                    b[2] += points
                if d == last:
                    finals[player].append(int(s["total_before"]) + points)

    print("Final totals, every seat of every match:")
    print(f"  {'player':18} {'seats':>6} {'mean':>8} {'std dev':>8}")
    for player, totals in sorted(finals.items()):
        print(f"  {player:18} {len(totals):6} {statistics.mean(totals):8.1f} "
              f"{statistics.pstdev(totals):8.1f}")

    print(f"\nPoints a deal from deal {a.from_deal} on, by the gap to the leader before the deal "
          f"(out: {a.behind} or more):")
    print(f"  {'player':18} {'where':8} {'deals':>6} {'points':>8}")
    for (player, where), points in sorted(standing.items()):
        print(f"  {player:18} {where:8} {len(points):6} {statistics.mean(points):8.1f}")

    if bids:
        print(f"\nBids in deals of {a.big_hand} tricks or more (4: four or more):")
        print(f"  {'player':18} {'bid':>3} {'share':>7} {'made':>7} {'points':>7}")
        for player in sorted({p for p, _ in bids}):
            total = sum(v[0] for (p, _), v in bids.items() if p == player)
            for bid in range(5):
                n, made, points = bids.get((player, bid), [0, 0, 0])
                if n:
                    print(f"  {player:18} {bid:3} {100 * n / total:6.1f}% {100 * made / n:6.1f}% "
                          f"{points / n:7.1f}")


if __name__ == "__main__":
    main()
