"""Run the benchmarks: ``python -m bench`` for all, ``python -m bench plunder service`` for some."""

from __future__ import annotations

import importlib
import pkgutil
import sys

import bench


def main(argv: list[str]) -> int:
    names = sorted(m.name[len("bench_") :] for m in pkgutil.iter_modules(bench.__path__) if m.name.startswith("bench_"))
    chosen = argv or names
    unknown = [n for n in chosen if n not in names]
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; known: {', '.join(names)}")
        return 2
    print(f"{'figure':58} {'value':>12}  {'target':>10}  verdict")
    for name in chosen:
        module = importlib.import_module(f"bench.bench_{name}")
        for fig in module.run():
            print(
                f"{name + ': ' + fig.name:58} {fig.value:>9.2f} {fig.unit:<3} {fig.target_text:>10}  "
                f"{fig.verdict} {fig.note}"
            )
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
