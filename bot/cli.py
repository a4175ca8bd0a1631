"""The ``orrery`` command: run the bot, publish its commands, and the offline tools
(self-play, pictures, replay, AI arena)."""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import signal
import sys
from collections import Counter
from pathlib import Path

#: the languages of the pictures and words the tools print (``games.i18n.LOCALES``, spelled out
#: here: the rules packages are imported only by the commands that use them, so that ``orrery
#: run`` gets to catching SIGTERM and SIGINT as early as it can)
LOCALES = ("en", "fr", "de")


def _engine(name: str):
    from games import registry

    try:
        return registry.get(name)
    except KeyError as exc:
        raise SystemExit(str(exc.args[0])) from None


#: the stop signals ``orrery run`` received before the bot could handle them itself
STOPS_ASKED: list[str] = []


def _note_stops_early() -> None:
    """From the first thing ``orrery run`` does, SIGTERM and SIGINT are noted instead of ending
    the process at once (SIGINT with a traceback from whatever it was importing): start-up
    then stops cleanly, exit 0, at the first point it can (``bot.adapter.client.run``)."""

    def note(signum: int, frame: object) -> None:
        STOPS_ASKED.append(signal.Signals(signum).name)

    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, note)


def cmd_run(args: argparse.Namespace) -> int:
    from bot.adapter.client import run
    from bot.config import Config, ConfigError
    from db.store import StoreError

    try:
        config = Config.from_env()
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    if not config.token:
        print("DISCORD_TOKEN is not set: put it in .env (see .env.example).", file=sys.stderr)
        return 2
    try:
        return run(config, STOPS_ASKED)
    except StoreError as exc:
        print(exc, file=sys.stderr)
        return 2


def cmd_sync(args: argparse.Namespace) -> int:
    from bot.adapter.client import command_payload, sync_commands
    from bot.config import Config, ConfigError

    if args.print:  # what would be published, and nothing is
        print(json.dumps(asyncio.run(command_payload()), indent=2, ensure_ascii=False))
        return 0

    try:
        config = Config.from_env()
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    if not config.token:
        print("DISCORD_TOKEN is not set: put it in .env (see .env.example).", file=sys.stderr)
        return 2
    names = asyncio.run(sync_commands(config))
    where = f"guild {config.guild_id}" if config.guild_id else "all servers (may take up to an hour to show)"
    print(f"published {', '.join(names)} to {where}")
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    from games.core import Variant
    from games.i18n import localize
    from games.playout import random_playout

    if args.db:
        return _selfplay_into(args)
    engine = _engine(args.game)
    variants = [Variant(args.players)] if args.players else engine.variants()
    finished = errors = decisions = 0
    wins: Counter[int] = Counter()
    draws = 0
    reasons: Counter[str] = Counter()
    by_variant: dict[str, int] = Counter()
    problems: list[str] = []
    from bot.play.selfplay import progress_bar

    bar = progress_bar(args.games, f"{engine.id} self-play")
    for i in range(args.games):
        bar.update(1)
        variant = variants[i % len(variants)]
        seed = args.seed + i
        result = random_playout(engine, variant.players, variant.options, seed=seed)
        decisions += result.decisions
        label = f"{variant.players}p" + "".join(f",{k}={v}" for k, v in sorted(variant.options.items()))
        by_variant[label] += 1
        if result.finished:
            finished += 1
            outcome = engine.outcome(result.state)
            reasons[localize(outcome.reason, "en")] += 1  # the report is English
            if result.winners:
                for w in result.winners:
                    wins[w] += 1
            else:
                draws += 1
        else:
            errors += 1
            if len(problems) < 10:
                problems.append(f"seed {seed} ({label}): {result.error}")
    bar.close()
    report = {
        "game": engine.id,
        "games": args.games,
        "finished": finished,
        "errors": errors,
        "mean_decisions": round(decisions / max(1, args.games), 1),
        "wins_by_seat": {str(k): v for k, v in sorted(wins.items())},
        "draws": draws,
        "end_reasons": dict(reasons.most_common()),
        "variants": dict(by_variant),
        "problems": problems,
    }
    print(json.dumps(report))
    return 0 if errors == 0 else 1


def _selfplay_into(args: argparse.Namespace) -> int:
    """``selfplay GAME --db FILE``: AI-only tables through the session service, rated."""
    from bot.play.lobby import AI_LEVELS
    from bot.play.selfplay import play_tables, progress_bar
    from db.store import Store, StoreError

    engine = _engine(args.game)
    levels = args.level.split(",")
    if bad := [level for level in levels if level not in AI_LEVELS]:
        print(f"unknown level {bad[0]!r}: one of {', '.join(AI_LEVELS)} (or several, comma-separated)", file=sys.stderr)
        return 2

    async def go() -> int:
        try:
            store = await Store.open(args.db)
        except StoreError as exc:
            print(exc, file=sys.stderr)
            return 2
        bar = progress_bar(args.games, f"{engine.id} tables")
        try:
            report = await play_tables(
                store, engine.id, args.games, levels, args.players, args.seed, on_table=lambda _: bar.update(1)
            )
        finally:
            bar.close()
            await store.close()
        for table in report.tables:
            winners = report.winners.get(table)
            said = ", ".join(winners) if winners else "no winner" if winners is not None else "not finished"
            print(f"table #{table}: {said}")
        print(f"{report.finished} of {len(report.tables)} {engine.name} tables finished into {args.db}")
        return 0 if report.finished == len(report.tables) else 1

    return asyncio.run(go())


def cmd_stats(args: argparse.Namespace) -> int:
    """The leaderboard of each game (or one) with ratings, from a database."""
    from bot.play.ratings import leaderboard_lines, the_game_note
    from db import ratings as rq
    from db.store import Store, StoreError
    from games import registry

    if args.game:
        _engine(args.game)

    async def go() -> int:
        try:
            store = await Store.open(args.db, create=False)
        except StoreError as exc:
            print(exc, file=sys.stderr)
            return 2
        try:
            async with store.read() as db:
                boards = await rq.boards(db, args.game)
        finally:
            await store.close()
        if not boards:
            print("no rated games" + (f" of {args.game}" if args.game else ""))
            return 0
        for (guild, game), rows in boards.items():
            where = f"server {guild}" if guild else "no server"
            print(f"{registry.get(game).name} ({where})")
            print("\n".join(leaderboard_lines(rows)))
            note = the_game_note(rows, registry.get(game).name)
            if note:
                print(note)
        return 0

    return asyncio.run(go())


def _default_players(engine) -> int:
    return min(engine.max_players, max(engine.min_players, 4))


def _played(engine, players: int, options: dict[str, str], seed: int, steps: int):
    """A game after ``steps`` random decisions (fewer if it ends), from ``seed``."""
    from games.playout import choose_random

    state = engine.new(players, options, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if engine.outcome(state) is not None:
            break
        state = engine.apply(state, *choose_random(engine, state, rng))
    return state


def _seat_names(players: int, locale: str) -> list[str]:
    """The seats' names in ``locale`` ("Seat 1", "Siège 1", "Platz 1")."""
    from games.i18n import localize, msg

    return [localize(msg("core-seat", n=i + 1), locale) for i in range(players)]


def cmd_show(args: argparse.Namespace) -> int:
    """A game in words, in one language: its status line, each pending decision with its options,
    and the last public log lines, after ``--steps`` random decisions."""
    from bot.words import t, word
    from games.core import IllegalMove
    from games.i18n import normalize_locale

    engine = _engine(args.game)
    locale = normalize_locale(args.locale)
    players = args.players or _default_players(engine)
    try:
        options = engine.resolve_options(_options(args.options))
        state = _played(engine, players, options, args.seed, args.steps)
    except IllegalMove as exc:
        print(word(exc.text, locale), file=sys.stderr)
        return 2
    names = _seat_names(players, locale)
    lines = [t("show_status", locale, status=word(engine.status(state), locale, names))]
    for decision in engine.pending(state):
        prompt = word(decision.prompt, locale, names)
        lines.append(t("show_decides", locale, name=names[decision.seat], prompt=prompt))
        # an option's id is what a player types: a code, shown as one (not a word to translate)
        lines += [f"  `{o.id}`: {word(o.label, locale, names)}" for o in decision.options]
    entries = engine.view(state, None).get("log", [])[-args.log :]
    if entries:
        lines.append(t("show_log", locale))
        lines += [f"  • {word(entry['text'], locale, names)}" for entry in entries]
    print("\n".join(lines))
    return 0


def _options(text: list[str] | None) -> dict[str, str]:
    """``["a=1", "b=x"]`` (or one string of them) as table options."""
    out: dict[str, str] = {}
    for part in " ".join(text or []).replace(",", " ").split():
        key, sep, value = part.partition("=")
        if not sep:
            raise SystemExit(f"write table options as name=value, not {part!r}")
        out[key.strip().lower()] = value.strip()
    return out


def cmd_render(args: argparse.Namespace) -> int:
    from games import pictures

    if args.sheet:
        return _contact_sheet(args.sheet, args.seed, args.steps)
    if not args.game or not args.out:
        print("render needs a game and --out FILE (or --sheet FILE)", file=sys.stderr)
        return 2
    engine = _engine(args.game)
    players = args.players or _default_players(engine)
    state = _played(engine, players, {}, args.seed, args.steps)
    names = _seat_names(players, args.locale)
    if args.seat is None:
        png = pictures.render_board(engine.id, engine.view(state, None), names, locale=args.locale)
    else:
        if not 0 <= args.seat < players:
            print(f"--seat must be 0..{players - 1}", file=sys.stderr)
            return 2
        png = pictures.render_private(engine.id, engine.view(state, args.seat), names, locale=args.locale)
        if png is None:
            print(f"seat {args.seat} has nothing private in {engine.name}", file=sys.stderr)
            return 1
    Path(args.out).write_bytes(png)
    print(f"wrote {args.out} ({len(png) // 1024} KB)")
    return 0


def _contact_sheet(path: str, seed: int, steps: int) -> int:
    """Every game's public board and one private picture, each at the size Discord shows it inline
    (fitted into the attachment box, 550 x 350, the way the bot posts them), side by side under a
    label: all pictures reviewed as a player first sees them."""
    from PIL import Image, ImageDraw

    from games import picture_measure as measure
    from games import registry
    from renderers import kit

    box = kit.ATTACHMENT
    tiles: list[tuple[str, measure.Drawn | None]] = []
    for engine in registry.all():
        players = _default_players(engine)
        names = measure.LONG_NAMES[:players]
        state = _played(engine, players, {}, seed, steps)
        pending = engine.pending(state) if engine.outcome(state) is None else []
        board = measure.draw_board(engine.id, engine.view(state, None), names, measure.public_options(pending))
        tiles.append((f"{engine.name}: public board", board))
        decider = pending[0] if pending else None
        seats = ([decider.seat] if decider else []) + list(range(players))
        for seat in seats:
            options = list(decider.options) if decider and decider.seat == seat else []
            mine = measure.draw_private(engine.id, engine.view(state, seat), names, options)
            if mine is not None:
                tiles.append((f"{engine.name}: private picture of {names[seat]}", mine))
                break
        else:
            tiles.append((f"{engine.name}: nothing private", None))
    label_h, gap = 40, 12
    sheet = Image.new("RGB", (2 * box.width + 3 * gap, ((len(tiles) + 1) // 2) * (label_h + box.height + gap) + gap))
    sheet.paste((8, 10, 18), (0, 0, *sheet.size))
    draw = ImageDraw.Draw(sheet)
    for i, (label, drawn) in enumerate(tiles):
        x, y = gap + (i % 2) * (box.width + gap), gap + (i // 2) * (label_h + box.height + gap)
        if drawn is not None:
            im = drawn.shown()
            sizes = f"shown {im.width}x{im.height} of {drawn.image.width}x{drawn.image.height}"
            sizes += f" · smallest text {drawn.smallest():.1f} px, headline {drawn.headline():.1f} px"
            kit.text(draw, (x, y + 21), sizes, 12, kit.MUTED)
            sheet.paste(im, (x, y + label_h))
        draw.rectangle((x - 1, y + label_h - 1, x + box.width, y + label_h + box.height), outline=(40, 46, 70))
        kit.text(draw, (x, y + 3), label, 14, kit.INK, True)
    Path(path).write_bytes(kit.to_png(sheet))
    print(f"wrote {path} ({sheet.width}x{sheet.height}, {len(tiles)} pictures as shown in the {box.name} box)")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from bot.config import Config
    from bot.play.service import Service, UserError
    from db.store import Store, StoreError

    async def go() -> int:
        path = args.db or Config.from_env().db_path
        try:
            store = await Store.open(path, create=False)
        except StoreError as exc:
            print(exc, file=sys.stderr)
            return 2
        try:
            if args.gif:
                return await _write_replay(store, args.game_id, args.gif)
            report = await Service(store).replay(args.game_id)
        except UserError as exc:
            print(exc.text(), file=sys.stderr)
            return 2
        finally:
            await store.close()
        print(f"table #{report.game_id}: {report.actions} actions; {report.detail}")
        return 0 if report.matches else 1

    return asyncio.run(go())


def cmd_migrate(args: argparse.Namespace) -> int:
    """``migrate --from FILE --to postgresql://…``: the whole SQLite database, copied."""
    from db.postgres import is_url, shown
    from db.store import Store, StoreError
    from db.transfer import copy_database

    if is_url(args.source) or not is_url(args.target):
        print("migrate copies an SQLite file (--from) into a PostgreSQL database (--to URL).", file=sys.stderr)
        return 2

    async def go() -> int:
        source = target = None
        try:
            source = await Store.open(args.source, create=False)
            target = await Store.open(args.target)
            copied = await copy_database(source, target)
        except StoreError as exc:
            print(exc, file=sys.stderr)
            return 2
        finally:
            for store in (source, target):
                if store is not None:
                    await store.close()
        print(f"{args.source} -> {shown(args.target)}: {copied.summary()}")
        print("check the copied tables with: orrery replay TABLE --db URL")
        return 0

    return asyncio.run(go())


#: what ``orrery backup`` and ``orrery restore`` say of a PostgreSQL database
PG_BACKUP = "A PostgreSQL database is backed up with pg_dump and restored with pg_restore (see the README)."


def cmd_backup(args: argparse.Namespace) -> int:
    """``backup FILE``: a consistent copy of the database, also while the bot runs on it."""
    from db import backup
    from db.store import StoreError

    source = _database(args)
    if source.startswith(("postgresql://", "postgres://")):
        print(PG_BACKUP, file=sys.stderr)
        return 2
    try:
        copied = asyncio.run(backup.backup(source, args.file))
    except StoreError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(f"backed up {source} to {args.file}: {copied.summary()}")
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    """``restore FILE``: the backup put in the database's place, while no bot runs on it."""
    from db import backup
    from db.store import StoreError

    target = _database(args)
    if target.startswith(("postgresql://", "postgres://")):
        print(PG_BACKUP, file=sys.stderr)
        return 2
    try:
        copied, kept = asyncio.run(backup.restore(args.file, target))
    except StoreError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(f"restored {args.file} to {target}: {copied.summary()}")
    if kept:
        print(f"the database it replaced is kept as {kept}")
    return 0


def _database(args: argparse.Namespace) -> str:
    from bot.config import Config

    return args.db or Config.from_env().db_path


async def _write_replay(store, game_id: int, out: str) -> int:
    from bot.play import replays

    replay = await replays.load(store, game_id)
    pictures = await asyncio.to_thread(replay.frames)
    data = await asyncio.to_thread(replays.animation, pictures)
    Path(out).write_bytes(data)
    print(f"wrote {out}: {len(pictures)} boards of table #{game_id} ({replay.engine.name}), {len(data) // 1024} KB")
    return 0


def cmd_arena(args: argparse.Namespace, rest: list[str]) -> int:
    try:
        from games.ai import cli
    except ImportError:
        print("the AI players are not installed in this version", file=sys.stderr)
        return 2
    return cli.main(rest)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="orrery", description="Space board games on Discord, at your own pace.")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("run", help="run the bot (needs DISCORD_TOKEN)")
    sy = sub.add_parser("sync", help="publish the slash commands to Discord")
    sy.add_argument("--print", action="store_true", help="print the commands' JSON instead; publish nothing")
    sp = sub.add_parser("selfplay", help="random legal play to the end; prints one JSON object")
    sp.add_argument("game")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--players", type=int)
    sp.add_argument("--db", help="play AI-only tables through the service into this database (rated)")
    sp.add_argument("--level", default="easy", help="with --db: the AI level, or levels cycled over the seats")
    st = sub.add_parser("stats", help="the leaderboard with ratings, from a database")
    st.add_argument("--db", required=True)
    st.add_argument("--game")
    rp = sub.add_parser("render", help="play random decisions, then draw the picture")
    rp.add_argument("game", nargs="?")
    rp.add_argument("--seed", type=int, default=1)
    rp.add_argument("--steps", type=int, default=20)
    rp.add_argument("--out")
    rp.add_argument(
        "--sheet", metavar="FILE", help="every game's board and a private picture as shown inline (550x350)"
    )
    rp.add_argument("--seat", type=int)
    rp.add_argument("--players", type=int)
    rp.add_argument("--locale", default="en", choices=LOCALES, help="the language of the picture's words")
    sh = sub.add_parser("show", help="play random decisions, then print status, decisions and log in a language")
    sh.add_argument("game")
    sh.add_argument("--seed", type=int, default=1)
    sh.add_argument("--steps", type=int, default=20)
    sh.add_argument("--players", type=int)
    sh.add_argument("--options", nargs="*", help="table options as name=value")
    sh.add_argument("--locale", default="en", choices=LOCALES)
    sh.add_argument("--log", type=int, default=8, help="how many of the last log lines (default 8)")
    rl = sub.add_parser("replay", help="rebuild a table from seed and log; compare with its snapshot")
    rl.add_argument("game_id", type=int)
    rl.add_argument("--db", help="database file or postgresql:// URL (default: ORRERY_DB or ./orrery.sqlite3)")
    rl.add_argument("--gif", metavar="OUT", help="write the finished game as an animated GIF instead")
    mg = sub.add_parser("migrate", help="copy an SQLite database into an empty PostgreSQL database")
    mg.add_argument("--from", dest="source", required=True, metavar="FILE", help="the SQLite database file")
    mg.add_argument("--to", dest="target", required=True, metavar="URL", help="postgresql://user@host/database")
    bk = sub.add_parser("backup", help="copy the SQLite database into FILE, also while the bot runs")
    bk.add_argument("file", metavar="FILE")
    bk.add_argument("--db", help="the database (default: ORRERY_DB or ./orrery.sqlite3)")
    rs = sub.add_parser("restore", help="put the backup FILE in the database's place (the bot stopped)")
    rs.add_argument("file", metavar="FILE")
    rs.add_argument("--db", help="the database (default: ORRERY_DB or ./orrery.sqlite3)")
    sub.add_parser("arena", help="AI levels against each other (see orrery arena --help)", add_help=False)
    sub.add_parser("local", help="the bot and a Discord of its own, played in a browser (orrery local --help)")
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["run"]:
        _note_stops_early()
    if argv and argv[0] == "arena":
        return cmd_arena(argparse.Namespace(), argv[1:])
    if argv and argv[0] == "local":
        from discord_double.local import main as local_main

        return local_main(argv[1:])
    args = parser().parse_args(argv)
    return {
        "run": cmd_run,
        "sync": cmd_sync,
        "selfplay": cmd_selfplay,
        "render": cmd_render,
        "show": cmd_show,
        "replay": cmd_replay,
        "migrate": cmd_migrate,
        "stats": cmd_stats,
        "backup": cmd_backup,
        "restore": cmd_restore,
    }[args.command](args)


if __name__ == "__main__":
    raise SystemExit(main())
