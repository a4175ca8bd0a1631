"""Checks on what a bot sends, with the limits Discord enforces (API v10).

Each check returns a dict of errors keyed by a dotted path ({} when the payload is fine), so the
double can answer 400 "Invalid Form Body" (code 50035) the way Discord does.
"""

from __future__ import annotations

import re
from typing import Any

# Discord's own pattern is ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$; \w is the closest in `re`.
_NAME = re.compile(r"[-_'\w]{1,32}")
_LOCALE_LIST = "id da de en-GB en-US es-ES es-419 fr hr it lt hu nl no pl pt-BR ro fi sv-SE vi tr cs el bg ru uk hi th"
LOCALES = frozenset([*_LOCALE_LIST.split(" "), "zh-CN", "ja", "zh-TW", "ko"])
# application command option types
SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = range(
    1, 12
)
_CHOICE_TYPES = {STRING: (str,), INTEGER: (int,), NUMBER: (int, float)}
COMMAND_CHARACTERS = 8000  # names, descriptions and choice values of one command, all levels
EMBED_CHARACTERS = 6000  # title, description, field names and values, footer and author, all embeds
NONCE_LENGTH = 25
EPHEMERAL_FLAG = 64


Errors = dict[str, str]


def _name_ok(name: Any, chat_input: bool) -> bool:
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        return False
    return not chat_input or name == name.lower()


def _check_localizations(obj: dict, key: str, path: str, errors: Errors, *, names: bool, chat_input: bool) -> None:
    locs = obj.get(key)
    if locs is None:
        return
    if not isinstance(locs, dict):
        errors[f"{path}.{key}"] = "must be an object"
        return
    for loc, text in locs.items():
        if loc not in LOCALES:
            errors[f"{path}.{key}.{loc}"] = "invalid locale"
        elif names and not _name_ok(text, chat_input):
            errors[f"{path}.{key}.{loc}"] = "invalid localized name"
        elif not names and not (isinstance(text, str) and 1 <= len(text) <= 100):
            errors[f"{path}.{key}.{loc}"] = "localized description must be 1-100 characters"


def _check_option(opt: Any, path: str, errors: Errors, depth: int) -> int:
    """Checks one option (recursively); returns its character count for the command's total."""
    if not isinstance(opt, dict):
        errors[path] = "option must be an object"
        return 0
    otype = opt.get("type")
    if otype not in range(1, 12):
        errors[f"{path}.type"] = f"invalid option type {otype!r}"
        return 0
    name, desc = opt.get("name"), opt.get("description")
    if not _name_ok(name, True):
        errors[f"{path}.name"] = f"invalid option name {name!r}"
    if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
        errors[f"{path}.description"] = "description must be 1-100 characters"
    _check_localizations(opt, "name_localizations", path, errors, names=True, chat_input=True)
    _check_localizations(opt, "description_localizations", path, errors, names=False, chat_input=True)
    chars = len(name or "") + len(desc or "")
    choices = opt.get("choices")
    if choices is not None:
        chars += _check_choices(choices, otype, path, errors)
    if opt.get("autocomplete"):
        if otype not in _CHOICE_TYPES:
            errors[f"{path}.autocomplete"] = "autocomplete is only for string, integer and number options"
        if choices:
            errors[f"{path}.autocomplete"] = "autocomplete cannot be set with choices"
    for key in ("min_length", "max_length"):
        if key in opt and (otype != STRING or not isinstance(opt[key], int) or not 0 <= opt[key] <= 6000):
            errors[f"{path}.{key}"] = f"{key} is only for string options, 0-6000"
    for key in ("min_value", "max_value"):
        if key in opt and otype not in (INTEGER, NUMBER):
            errors[f"{path}.{key}"] = f"{key} is only for integer and number options"
    sub = opt.get("options")
    if otype in (SUB_COMMAND, SUB_COMMAND_GROUP):
        chars += _check_subcommand(opt, otype, path, errors, depth)
    elif sub:
        errors[f"{path}.options"] = "only subcommands and groups have options"
    return chars


def _check_choices(choices: Any, otype: int, path: str, errors: Errors) -> int:
    """Checks an option's fixed choices; returns their character count."""
    if otype not in _CHOICE_TYPES:
        errors[f"{path}.choices"] = "choices are only for string, integer and number options"
        return 0
    if not isinstance(choices, list) or len(choices) > 25:
        errors[f"{path}.choices"] = "at most 25 choices"
        return 0
    chars = 0
    for i, ch in enumerate(choices):
        cp = f"{path}.choices.{i}"
        cname = ch.get("name") if isinstance(ch, dict) else None
        if not isinstance(cname, str) or not 1 <= len(cname) <= 100:
            errors[f"{cp}.name"] = "choice name must be 1-100 characters"
        value = ch.get("value") if isinstance(ch, dict) else None
        if isinstance(value, bool) or not isinstance(value, _CHOICE_TYPES[otype]):
            errors[f"{cp}.value"] = "choice value does not match the option type"
        elif isinstance(value, str) and len(value) > 100:
            errors[f"{cp}.value"] = "choice value must be at most 100 characters"
        if isinstance(ch, dict):
            _check_localizations(ch, "name_localizations", cp, errors, names=False, chat_input=True)
        chars += len(cname or "") + len(str(value))
    return chars


def _check_subcommand(opt: dict, otype: int, path: str, errors: Errors, depth: int) -> int:
    """Checks a subcommand or group: where it nests and what it holds; returns its options'
    character count."""
    if otype == SUB_COMMAND_GROUP and depth > 0:
        errors[path] = "a subcommand group can only be at the top level"
    if otype == SUB_COMMAND and depth > 1:
        errors[path] = "subcommands nest at most two levels"
    if opt.get("required"):
        errors[f"{path}.required"] = "subcommands cannot be required"
    sub = opt.get("options")
    if sub is None:
        return 0
    for i, child in enumerate(sub):
        if otype == SUB_COMMAND_GROUP and isinstance(child, dict) and child.get("type") != SUB_COMMAND:
            errors[f"{path}.options.{i}.type"] = "a subcommand group may only contain subcommands"
        if otype == SUB_COMMAND and isinstance(child, dict) and child.get("type") in (1, 2):
            errors[f"{path}.options.{i}.type"] = "a subcommand cannot contain subcommands"
    return _check_options(sub, f"{path}.options", errors, depth + 1)


def _check_options(options: Any, path: str, errors: Errors, depth: int) -> int:
    if not isinstance(options, list):
        errors[path] = "options must be a list"
        return 0
    if len(options) > 25:
        errors[path] = "at most 25 options"
    seen: set[str] = set()
    optional_seen = False
    chars = 0
    for i, opt in enumerate(options):
        chars += _check_option(opt, f"{path}.{i}", errors, depth)
        if not isinstance(opt, dict):
            continue
        if opt.get("name") in seen:
            errors[f"{path}.{i}.name"] = "option names must be unique"
        seen.add(opt.get("name"))
        if opt.get("type") not in (1, 2):
            if opt.get("required"):
                if optional_seen:
                    errors[f"{path}.{i}.required"] = "required options must be placed before optional options"
            else:
                optional_seen = True
    return chars


def check_commands(payload: Any) -> Errors:
    """Checks a bulk-overwrite payload (a list of application commands)."""
    errors: Errors = {}
    if not isinstance(payload, list):
        return {"_root": "expected a list of commands"}
    if len(payload) > 100:
        errors["_root"] = "at most 100 commands"
    seen: set[tuple[int, str]] = set()
    for i, cmd in enumerate(payload):
        path = str(i)
        if not isinstance(cmd, dict):
            errors[path] = "command must be an object"
            continue
        ctype = cmd.get("type", 1)
        if ctype not in (1, 2, 3, 4):
            errors[f"{path}.type"] = "invalid command type"
            continue
        chat_input = ctype == 1
        name = cmd.get("name")
        if not _name_ok(name, chat_input):
            errors[f"{path}.name"] = f"invalid command name {name!r}"
        if (ctype, name) in seen:
            errors[f"{path}.name"] = "application command names must be unique"
        seen.add((ctype, name))
        desc = cmd.get("description", "")
        if chat_input:
            if not isinstance(desc, str) or not 1 <= len(desc) <= 100:
                errors[f"{path}.description"] = "description must be 1-100 characters"
        elif desc:
            errors[f"{path}.description"] = "only chat input commands have descriptions"
        _check_localizations(cmd, "name_localizations", path, errors, names=True, chat_input=chat_input)
        _check_localizations(cmd, "description_localizations", path, errors, names=False, chat_input=chat_input)
        chars = len(name or "") + len(desc or "")
        if cmd.get("options"):
            if not chat_input:
                errors[f"{path}.options"] = "only chat input commands have options"
            chars += _check_options(cmd["options"], f"{path}.options", errors, 0)
        if chars > COMMAND_CHARACTERS:
            errors[path] = f"command exceeds {COMMAND_CHARACTERS} characters in total"
    return errors


def check_message(payload: dict, n_files: int, *, channel_message: bool = False) -> Errors:
    """Checks a message create/edit payload: content, embeds, components, attachments, nonce,
    allowed mentions. ``channel_message``: posted to a channel (not an interaction's answer), where
    the ephemeral flag means nothing and Discord refuses it."""
    errors: Errors = {}
    content = payload.get("content")
    if content is not None and (not isinstance(content, str) or len(content) > 2000):
        errors["content"] = "content must be at most 2000 characters"
    embeds = payload.get("embeds") or []
    if len(embeds) > 10:
        errors["embeds"] = "at most 10 embeds"
    total = 0
    for i, e in enumerate(embeds):
        total += _check_embed(e, f"embeds.{i}", errors)
    if total > EMBED_CHARACTERS:
        errors["embeds"] = f"embeds must hold at most {EMBED_CHARACTERS} characters in total"
    if n_files > 10:
        errors["files"] = "at most 10 files"
    nonce = payload.get("nonce")
    if isinstance(nonce, str) and len(nonce) > NONCE_LENGTH:
        errors["nonce"] = f"nonce must be at most {NONCE_LENGTH} characters"
    errors.update(_check_allowed_mentions(payload.get("allowed_mentions")))
    if channel_message and int(payload.get("flags") or 0) & EPHEMERAL_FLAG:
        errors["flags"] = "only an interaction's answer can be ephemeral"
    errors.update(check_components(payload.get("components") or []))
    return errors


def _check_embed(e: dict, path: str, errors: Errors) -> int:
    """Checks one embed's parts; returns the characters it counts towards the 6,000 total."""
    title, description = e.get("title") or "", e.get("description") or ""
    footer = (e.get("footer") or {}).get("text") or ""
    author = (e.get("author") or {}).get("name") or ""
    if len(title) > 256:
        errors[f"{path}.title"] = "title must be at most 256 characters"
    if len(description) > 4096:
        errors[f"{path}.description"] = "description must be at most 4096 characters"
    if len(footer) > 2048:
        errors[f"{path}.footer.text"] = "footer text must be at most 2048 characters"
    if len(author) > 256:
        errors[f"{path}.author.name"] = "author name must be at most 256 characters"
    fields = e.get("fields") or []
    if len(fields) > 25:
        errors[f"{path}.fields"] = "at most 25 fields"
    chars = len(title) + len(description) + len(footer) + len(author)
    for f, fld in enumerate(fields):
        name, value = str(fld.get("name") or ""), str(fld.get("value") or "")
        if not 1 <= len(name) <= 256:
            errors[f"{path}.fields.{f}.name"] = "field name must be 1-256 characters"
        if not 1 <= len(value) <= 1024:
            errors[f"{path}.fields.{f}.value"] = "field value must be 1-1024 characters"
        chars += len(name) + len(value)
    return chars


def _check_allowed_mentions(mentions: Any) -> Errors:
    """``parse`` naming users (or roles) beside an explicit list of them is refused."""
    if not isinstance(mentions, dict):
        return {}
    errors: Errors = {}
    parse = mentions.get("parse") or []
    for kind in ("users", "roles"):
        if kind in parse and mentions.get(kind):
            errors[f"allowed_mentions.{kind}"] = f'parse: ["{kind}"] and a {kind} list are mutually exclusive'
    return errors


def check_components(rows: list) -> Errors:
    errors: Errors = {}
    if len(rows) > 5:
        errors["components"] = "at most 5 action rows"
    custom_ids: set[str] = set()
    for r, row in enumerate(rows):
        rp = f"components.{r}"
        if row.get("type") != 1:
            errors[f"{rp}.type"] = "top-level components must be action rows"
            continue
        items = row.get("components") or []
        if not 1 <= len(items) <= 5:
            errors[f"{rp}.components"] = "an action row holds 1-5 components"
        kinds = {c.get("type") for c in items}
        if len(items) > 1 and kinds & {3, 5, 6, 7, 8}:
            errors[f"{rp}.components"] = "a select menu must be alone in its row"
        for c, comp in enumerate(items):
            cp = f"{rp}.components.{c}"
            ctype = comp.get("type")
            cid = comp.get("custom_id")
            if ctype == 2 and comp.get("style") == 5:
                if not comp.get("url") or cid:
                    errors[cp] = "a link button needs a url and no custom_id"
            elif ctype in (2, 3, 5, 6, 7, 8):
                if not isinstance(cid, str) or not 1 <= len(cid) <= 100:
                    errors[f"{cp}.custom_id"] = "custom_id must be 1-100 characters"
                elif cid in custom_ids:
                    errors[f"{cp}.custom_id"] = "custom_id must be unique within a message"
                custom_ids.add(cid)
            else:
                errors[f"{cp}.type"] = f"unsupported component type {ctype!r}"
                continue
            if ctype == 2:
                label = comp.get("label")
                if label is not None and len(label) > 80:
                    errors[f"{cp}.label"] = "button label must be at most 80 characters"
                if not label and not comp.get("emoji"):
                    errors[f"{cp}.label"] = "a button needs a label or an emoji"
            if ctype == 3:
                _check_select(comp, cp, errors)
    return errors


def _check_select(comp: dict, cp: str, errors: Errors) -> None:
    """Checks a string select menu: its options, how many may be chosen, its placeholder."""
    opts = comp.get("options") or []
    if not 1 <= len(opts) <= 25:
        errors[f"{cp}.options"] = "a select menu holds 1-25 options"
    low, high = comp.get("min_values", 1), comp.get("max_values", 1)
    if not 0 <= low <= high <= 25:
        errors[f"{cp}.min_values"] = "min_values must be 0-25 and at most max_values"
    elif high > len(opts):
        errors[f"{cp}.max_values"] = "max_values cannot exceed the number of options"
    values = set()
    for o, opt in enumerate(opts):
        if not 1 <= len(opt.get("label") or "") <= 100:
            errors[f"{cp}.options.{o}.label"] = "option label must be 1-100 characters"
        if not 1 <= len(opt.get("value") or "") <= 100:
            errors[f"{cp}.options.{o}.value"] = "option value must be 1-100 characters"
        if opt.get("value") in values:
            errors[f"{cp}.options.{o}.value"] = "option values must be unique"
        values.add(opt.get("value"))
        if len(opt.get("description") or "") > 100:
            errors[f"{cp}.options.{o}.description"] = "option description must be at most 100 characters"
    if len(comp.get("placeholder") or "") > 150:
        errors[f"{cp}.placeholder"] = "placeholder must be at most 150 characters"


def check_choices(choices: Any, option_type: int | None = None) -> Errors:
    """Checks an autocomplete result (callback type 8); ``option_type``: the focused option's
    type, which every value must have (a string for a string option, an integer for an integer)."""
    if not isinstance(choices, list) or len(choices) > 25:
        return {"choices": "at most 25 choices"}
    errors: Errors = {}
    for i, ch in enumerate(choices):
        if not 1 <= len(str(ch.get("name") or "")) <= 100:
            errors[f"choices.{i}.name"] = "choice name must be 1-100 characters"
        value = ch.get("value")
        if isinstance(value, str) and len(value) > 100:
            errors[f"choices.{i}.value"] = "choice value must be at most 100 characters"
        if option_type in _CHOICE_TYPES and (
            isinstance(value, bool) or not isinstance(value, _CHOICE_TYPES[option_type])
        ):
            errors[f"choices.{i}.value"] = "choice value does not match the option type"
    return errors
