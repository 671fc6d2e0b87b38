"""Lighthouse 12.2.3 (npm) in Debian's Chromium: four category scores, mobile and desktop.

    flock /tmp/browser.lock .venv/bin/python bench/lighthouse.py
    flock /tmp/browser.lock .venv/bin/python bench/lighthouse.py --runs 3 --form mobile
    .venv/bin/python bench/lighthouse.py --root /tmp/a11y-before     # another checkout
    .venv/bin/python bench/lighthouse.py --path '/?level=expert' --json out/

Lighthouse is kept out of the root package.json (CI installs that one): it has
its own bench/lighthouse/package.json and lock, installed here on demand with
``npm ci --prefix bench/lighthouse`` the first time. Serves ``--root`` (default:
this checkout; it needs vendor/ as scripts/setup.sh leaves it) on a free
loopback port and runs the lighthouse CLI with CHROME_PATH=/usr/bin/chromium
(or $CHROMIUM), headless. Mobile is Lighthouse's default (simulated slow 4G and
a 4x slower CPU); desktop is ``--preset=desktop``. Per form factor and run it
prints performance, accessibility, best practices and SEO (0-100), total
blocking time and the failing audits of the three non-performance categories;
with several runs, the medians. Nothing leaves the machine: the page is on
loopback and Lighthouse's own network use is off (no update checks).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from localweb import CHROMIUM, serve  # noqa: E402

BENCH = Path(__file__).resolve().parent / "lighthouse"
CLI = BENCH / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
SHORT = {"performance": "perf", "accessibility": "a11y", "best-practices": "bp", "seo": "seo"}
CHROME_FLAGS = " ".join([
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
])


def ensure_cli() -> None:
    """npm ci the pinned Lighthouse into bench/lighthouse/ unless it is there."""
    if CLI.exists():
        return
    print("installing Lighthouse: npm ci --prefix bench/lighthouse", file=sys.stderr)
    subprocess.run(
        ["npm", "ci", "--prefix", str(BENCH), "--ignore-scripts", "--no-audit", "--no-fund"],
        check=True,
    )


def run_once(url: str, form: str, out: Path, timeout: float) -> dict:
    """One Lighthouse run; returns the parsed JSON report."""
    cmd = [
        str(CLI), url,
        "--output=json", f"--output-path={out}",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={CHROME_FLAGS}",
        "--max-wait-for-load=90000",
        "--quiet",
    ]
    if form == "desktop":
        cmd.append("--preset=desktop")
    env = dict(os.environ, CHROME_PATH=CHROMIUM)
    # On a loaded machine Lighthouse sometimes gives up on a DevTools call (reading the
    # 10 MB runtime's body): it exits non-zero with a runtime error. Such a run is
    # retried (twice at most), and said so.
    for attempt in range(3):
        out.unlink(missing_ok=True)
        done = subprocess.run(cmd, env=env, timeout=timeout, stdin=subprocess.DEVNULL)
        report = json.loads(out.read_text()) if out.exists() else {}
        if done.returncode == 0 and report and not report.get("runtimeError"):
            return report
        why = (report.get("runtimeError") or {}).get("message") or f"exit {done.returncode}"
        print(f"  {form}: Lighthouse failed ({why[:120]}); attempt {attempt + 1} of 3",
              file=sys.stderr, flush=True)
    raise SystemExit(f"Lighthouse failed three times on {url} ({form})")


def summary(report: dict) -> dict:
    cats = report["categories"]
    scores = {
        c: (round(cats[c]["score"] * 100) if cats[c]["score"] is not None else None)
        for c in CATEGORIES
    }
    tbt = report["audits"]["total-blocking-time"].get("numericValue")
    failing: list[str] = []
    for c in CATEGORIES[1:]:
        for ref in cats[c]["auditRefs"]:
            audit = report["audits"][ref["id"]]
            if ref.get("weight", 0) > 0 and audit.get("score") is not None and audit["score"] < 1:
                failing.append(f"{SHORT[c]}:{ref['id']}")
    errors = report.get("runtimeError")
    return {"scores": scores, "tbt": tbt, "failing": failing, "error": errors}


def line(form: str, tag: str, s: dict) -> str:
    sc = s["scores"]
    parts = "  ".join(
        f"{SHORT[c]} {sc[c] if sc[c] is not None else '--':>3}" for c in CATEGORIES
    )
    tbt = f"{s['tbt']:6.0f} ms" if s["tbt"] is not None else "    --"
    return f"{form:>7} {tag}: {parts}  TBT {tbt}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="folder to serve (a checkout)")
    parser.add_argument("--path", default="/", help="page path and query (default /)")
    parser.add_argument("--form", choices=["mobile", "desktop", "both"], default="both")
    parser.add_argument("--runs", type=int, default=1, help="runs per form factor (>=1)")
    parser.add_argument("--timeout", type=float, default=300, help="seconds per run")
    parser.add_argument("--json", type=Path, help="keep each JSON report in this folder")
    args = parser.parse_args(argv)
    ensure_cli()
    forms = ["mobile", "desktop"] if args.form == "both" else [args.form]
    results: dict[str, list[dict]] = {f: [] for f in forms}
    with tempfile.TemporaryDirectory() as tmp, serve(args.root.resolve()) as base:
        outdir = args.json or Path(tmp)
        outdir.mkdir(parents=True, exist_ok=True)
        url = base + args.path
        print(f"Lighthouse 12.2.3 on {url} (served from {args.root}), Chromium {CHROMIUM}")
        for run in range(args.runs):
            for form in forms:
                report = run_once(url, form, outdir / f"{form}-{run + 1}.json", args.timeout)
                s = summary(report)
                results[form].append(s)
                print(line(form, f"run {run + 1}", s), flush=True)
                if s["failing"]:
                    print(f"         failing: {', '.join(s['failing'])}", flush=True)
                if s["error"]:
                    print(f"         runtime error: {s['error']}", flush=True)
    if args.runs > 1:
        print(f"\nmedians over {args.runs} runs:")
        for form, runs in results.items():
            med: dict = {"scores": {}, "failing": [], "error": None}
            for c in CATEGORIES:
                vals = [r["scores"][c] for r in runs if r["scores"][c] is not None]
                med["scores"][c] = round(statistics.median(vals)) if vals else None
            tbts = [r["tbt"] for r in runs if r["tbt"] is not None]
            med["tbt"] = statistics.median(tbts) if tbts else None
            print(line(form, "median", med))
    return 0


if __name__ == "__main__":
    sys.exit(main())
