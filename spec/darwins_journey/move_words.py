"""A move in the words a player would use, and those words read back.

``Move.text()`` is the engine's shorthand (``perform 0 A -1 A1 A2 A3``): exact,
but it has to be looked up before it can be written. Here the same move is
said as a player says it at the table, "explore island A: A1 > A2 > A3", with
the rulebook's names for spaces and actions (Main Diary spaces by page and
row, Special Action and Small Diary spaces by their place, Envelopes and
Stamp stacks by number from the top, Specimens by colour and kind).

Each kind of move and each kind of action icon is said by one ``Phrase``: a
pattern with slots, used both ways. ``describe`` fills the slots from the
move's values; ``read`` matches words against the same patterns and rebuilds
the move, so the two cannot drift apart. Some slots only inform the reader
(the colour of the seal taken, the Coins a choice costs): they are said but
not chosen, and ``read`` accepts them left out and checks them when given.

Reading needs the state only to know which icons are open: a perform names
its icon by what it does, and "icon N:" goes in front only when two open
icons would otherwise read alike. ``read`` does not check legality; the
caller compares with the legal moves (``closest`` finds the nearest ones).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from .actions import academy_cost
from .board import ACADEMY_SCROLLS, LOCATIONS, Location, MAIN_DIARIES
from .cards import CONVERT_TEMPORARY_KNOWLEDGE
from .icons import Action, ActionKind, Choice
from .moves import DONE, Arg, Move, MoveKind
from .moves import parse as parse_text
from .state import CAMPSITE_INDEX, LOCATION_INDEX, SPOTS, Game, Pending
from .tracks import CAMPSITES

Args = tuple[Arg, ...]
Values = dict[str, str | None]


class WordsError(ValueError):
    """Words that name no move: the message says which part did not fit;
    ``near`` holds the nearest legal moves in words, when known."""

    def __init__(self, message: str, near: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.near = tuple(near)


class NoSuchIcon(WordsError):
    """Words that perform an icon, where no open icon does what they say:
    a move's words, for a move not legal here."""


class NotLegal(WordsError):
    """Words that name a move, one that is not legal in the state."""

    def __init__(self, move: Move, said: str, near: Sequence[str] = (), why: str = "") -> None:
        super().__init__(f"{said!r} is not a legal move{why}", near)
        self.move, self.said, self.why = move, said, why


# --- Phrases ------------------------------------------------------------------

_SLOT = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class Phrase:
    """A way of saying one kind of move: literal words with ``{slots}``; a part
    in ``[...]`` is said only when its slots have values. ``slots`` gives each
    slot's pattern; ``derived`` names the slots said for the reader only."""

    pattern: str
    slots: Mapping[str, str]
    derived: frozenset[str] = frozenset()
    _regex: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        out: list[str] = []
        for part in re.split(r"(\[[^\]]*\])", self.pattern):
            if part.startswith("["):
                out.append(f"(?:{self._compile(part[1:-1])})?")
            elif part:
                out.append(self._compile(part))
        object.__setattr__(self, "_regex", re.compile("".join(out), re.IGNORECASE))

    def _compile(self, text: str) -> str:
        out: list[str] = []
        for i, piece in enumerate(_SLOT.split(text)):
            if i % 2:
                out.append(f"(?P<{piece}>{self.slots[piece]})")
            else:
                # A comma may be left out; spaces are any run of spaces.
                literal = re.escape(piece).replace(r"\ ", " ").replace(",", ",?")
                out.append(literal.replace(" ", r"\s+"))
        return "".join(out)

    def say(self, values: Values) -> str:
        def fill(text: str) -> str | None:
            names = _SLOT.findall(text)
            if any(values.get(n) is None for n in names):
                return None
            return _SLOT.sub(lambda m: str(values[m.group(1)]), text)

        out: list[str] = []
        for part in re.split(r"(\[[^\]]*\])", self.pattern):
            if part.startswith("["):
                out.append(fill(part[1:-1]) or "")
            elif part:
                said = fill(part)
                assert said is not None, f"{self.pattern}: a required slot has no value"
                out.append(said)
        return "".join(out)

    def read(self, text: str) -> Values | None:
        found = self._regex.fullmatch(text)
        return None if found is None else dict(found.groupdict())

    @property
    def opening(self) -> str:
        """The phrase's first words, as a hint of what it says."""
        return _SLOT.split(self.pattern.replace("[", "").replace("]", ""))[0].strip()


def _alternatives(words: Sequence[str]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+")
                    for w in sorted(words, key=len, reverse=True))


# --- Names of the board's places ---------------------------------------------

def location_name(loc: Location) -> str:
    """A placement location as the rulebook names it: Main Diary spaces by
    their page's action and their row, the others by their Diary and place."""
    if loc.diary in MAIN_DIARIES and loc.row is not None:
        return f"the {loc.row.value} {loc.id.split('-')[0].capitalize()} space"
    if loc.id.startswith("special-") and loc.row is not None and loc.page is not None:
        return f"the {loc.row.value}-{loc.page.value} Special Action space"
    if loc.id.startswith("small-") and loc.page is not None:
        return f"the {loc.page.value} Small Diary space"
    if loc.id == "museum":
        return "the Museum"
    return "the Turn Order space"


_LOCATION_BY_WORDS = {location_name(loc).lower(): loc.id for loc in LOCATIONS}
_LOCATION_BY_WORDS.update({loc.id: loc.id for loc in LOCATIONS})
_LOCATION_NAME = {loc.id: location_name(loc) for loc in LOCATIONS}
_LOCATION = _alternatives(list(_LOCATION_BY_WORDS))
_SPECIMEN = r"(?:green|blue|red|yellow)[ -](?:reptile|plant|bird|fossil)"
_SPACE = r"[A-Za-z]\d+"
_ROUTE = rf"{_SPACE}(?:\s*>\s*{_SPACE})*"
_TILE = r"(?:start-)?(?:silver|golden)-\d+"
_INT = r"\d+"


def _location(words: str) -> str:
    return _LOCATION_BY_WORDS[re.sub(r"\s+", " ", words.lower())]


def specimen_name(specimen_id: str) -> str:
    return "the " + specimen_id.replace("-", " ")


def _specimen(words: str) -> str:
    return re.sub(r"[ -]", "-", words.lower())


def _route(route: Sequence[Arg]) -> str:
    return " > ".join(str(s) for s in route)


def _spaces(words: str) -> tuple[str, ...]:
    return tuple(s.strip().upper() for s in words.split(">"))


def _stop(route: tuple[str, ...], words: str | None) -> int:
    # The extra stop, said as a space of the route before its last.
    if words is None:
        return -1
    where = words.upper()
    if where not in route[:-1]:
        raise WordsError(f"the extra stop {where} is not a space of the route before its "
                         f"last ({_route(route)})")
    return route.index(where)


def _coins(n: int) -> str | None:
    return (f"{n} Coin" + ("" if n == 1 else "s")) if n else None


_COST = r"\d+ coins?"


# --- Saying and reading each kind of icon ------------------------------------

@dataclass(frozen=True)
class Says:
    """One phrase for one kind of action: ``values`` fills it from a move's
    args (None: this phrase does not say these args), ``args`` reads them back."""

    phrase: Phrase
    values: Callable[[Game, Pending, Action, Args], Values | None]
    args: Callable[[Values], Args]


def _no_args(pattern: str, amount: bool = False) -> Says:
    # An icon with nothing to choose: said by what it gives.
    slots = {"amount": _INT} if amount else {}
    return Says(Phrase(pattern, slots, frozenset(slots)),
                lambda g, p, a, args: {"amount": str(a.amount)} if amount else {},
                lambda v: ())


def _one(pattern: str, slot: str, regex: str, show: Callable[[Arg], str],
         read: Callable[[str], Arg]) -> Says:
    # An icon whose one choice is one value.
    return Says(Phrase(pattern, {slot: regex}),
                lambda g, p, a, args: {slot: show(args[0])},
                lambda v: (read(str(v[slot])),))


def _one_specimen(pattern: str) -> Says:
    # An icon whose one choice is a Specimen, said by its name ("the green
    # bird") and read back to its id.
    return _one(pattern, "specimen", f"the {_SPECIMEN}", lambda s: specimen_name(str(s)),
                lambda w: _specimen(w[4:]))


def _academy_values(g: Game, p: Pending, a: Action, args: Args) -> Values:
    spot, row = int(args[0]), int(args[1])
    return {"colour": g.scrolls[spot] or "empty", "spot": str(spot + 1),
            "scroll": str(ACADEMY_SCROLLS[spot // 3].position), "row": str(row),
            "cost": _coins(academy_cost(g.me, p, a, spot, row))}


def _navigation_values(g: Game, p: Pending, a: Action, args: Args) -> Values:
    route = args[1:]
    stop = int(args[0])
    return {"route": _route(route), "stop": str(route[stop]) if stop >= 0 else None}


def _navigation_args(v: Values) -> Args:
    route = _spaces(str(v["route"]))
    return (_stop(route, v["stop"]), *route)


def _exploration_values(g: Game, p: Pending, a: Action, args: Args) -> Values:
    route = args[2:]
    stop = int(args[1])
    return {"island": str(args[0]), "route": _route(route),
            "stop": str(route[stop]) if stop >= 0 else None}


def _exploration_args(v: Values) -> Args:
    route = _spaces(str(v["route"]))
    return (str(v["island"]).upper(), _stop(route, v["stop"]), *route)


def _tent_values(g: Game, p: Pending, a: Action, args: Args) -> Values:
    k = CAMPSITE_INDEX[str(args[0])]
    j = int(args[1])
    cost = CAMPSITES[k].tent_costs[j] if a.kind is not ActionKind.REACTIVATE_TENT else 0
    return {"space": CAMPSITES[k].space, "place": str(j + 1), "cost": _coins(cost)}


def _tent_args(v: Values) -> Args:
    site = f"campsite-{str(v['space']).upper()}"
    if site not in CAMPSITE_INDEX:
        raise WordsError(f"{str(v['space']).upper()} has no Campsite; the Campsites are on "
                         + ", ".join(s.space for s in CAMPSITES))
    return (site, int(str(v["place"])) - 1)


def _tent(pattern: str) -> Says:
    return Says(Phrase(pattern, {"space": _SPACE, "place": _INT, "cost": _COST},
                       frozenset({"cost"})), _tent_values, _tent_args)


_COUNT = re.compile(r"(\d+) (?:stamps? )?(?:to|on) envelope (\d)", re.IGNORECASE)
_SOURCE = re.compile(r"(\d+) from (?:stack (\d)|the used (?:stamps )?tray)", re.IGNORECASE)


def _stamps(n: int) -> str:
    return f"{n} Stamp" + ("" if n == 1 else "s")


def _correspondence_values(g: Game, p: Pending, a: Action, args: Args) -> Values:
    to = [int(x) for x in args[:3]]
    take = [int(x) for x in args[3:]]
    sent = " and ".join(f"{_stamps(n)} to Envelope {e + 1}" for e, n in enumerate(to) if n)
    sources = [f"{n} from stack {k + 1}" for k, n in enumerate(take[:3]) if n]
    if take[3]:
        sources.append(f"{take[3]} from the used tray")
    return {"sent": sent, "from": " and ".join(sources)}


def _correspondence_args(v: Values) -> Args:
    to, take = [0, 0, 0], [0, 0, 0, 0]
    for n, e in _COUNT.findall(str(v["sent"])):
        if not 1 <= int(e) <= 3:
            raise WordsError(f"Envelope {e}: the Envelopes are 1 to 3, top to bottom")
        to[int(e) - 1] += int(n)
    for n, k in _SOURCE.findall(str(v["from"])):
        if k and not 1 <= int(k) <= 3:
            raise WordsError(f"stack {k}: the Stamp stacks are 1 to 3")
        take[int(k) - 1 if k else 3] += int(n)
    return (*to, *take)


_SENT = r"\d+ (?:stamps? )?(?:to|on) envelope \d(?:,? and \d+ (?:stamps? )?(?:to|on) envelope \d)*"
_FROM = (r"\d+ from (?:stack \d|the used (?:stamps )?tray)"
         r"(?:,? and \d+ from (?:stack \d|the used (?:stamps )?tray))*")


def _spot(i: int) -> tuple[str, str]:
    return SPOTS[i].tier.value, str(SPOTS[i].position)


def _spot_index(tier: str | None, position: str | None) -> int:
    for i, spot in enumerate(SPOTS):
        if spot.tier.value == str(tier).lower() and str(spot.position) == position:
            return i
    raise WordsError(f"{tier} space {position}: the Objective spaces are silver and golden "
                     "1 to 5, left to right")


def _gain_values(g: Game, p: Pending, a: Action, args: Args) -> Values:
    tile, where = str(args[0]), int(args[1])
    if where < 0:
        return {"tile": tile, "gone": str(args[2]) if len(args) > 2 else None}
    tier, position = _spot(where)
    return {"tile": tile, "tier": tier, "position": position, "cost": _coins(SPOTS[where].cost)}


def _only_if(test: Callable[[Args], bool],
             values: Callable[[Game, Pending, Action, Args], Values]
             ) -> Callable[[Game, Pending, Action, Args], Values | None]:
    return lambda g, p, a, args: values(g, p, a, args) if test(args) else None


def _reserve_args(v: Values) -> Args:
    gone = v["gone"]
    return (str(v["tile"]).lower(), -1) + ((gone.lower(),) if gone else ())


def _spot_args(v: Values) -> Args:
    return (str(v["tile"]).lower(), _spot_index(v["tier"], v["position"]))


_ON_SPACE = {"tile": _TILE, "tier": "silver|golden", "position": _INT, "cost": _COST}

SAYS: dict[ActionKind, tuple[Says, ...]] = {
    ActionKind.VICTORY_POINTS: (_no_args("gain {amount} points", True),),
    ActionKind.COINS: (_no_args("gain {amount} Coins", True),),
    ActionKind.EVOLUTION: (_no_args("advance {amount} on the Theory of Evolution track", True),),
    ActionKind.TEMPORARY_KNOWLEDGE: (_no_args("gain {amount} Temporary Knowledge", True),),
    ActionKind.CONVERT_TEMPORARY_KNOWLEDGE: (Says(
        Phrase("convert a Temporary Knowledge into {amount} {what}",
               {"amount": _INT, "what": "coins|points"}, frozenset({"amount"})),
        lambda g, p, a, args: {"amount": str(CONVERT_TEMPORARY_KNOWLEDGE.value),
                               "what": "Coins" if args[0] == "coins" else "points"},
        lambda v: (str(v["what"]).lower(),)),),
    ActionKind.ACADEMY: (Says(
        Phrase("take the {colour} seal in Academy spot {spot} (Scroll {scroll}) for worker "
               "{row}[, paying {cost}]",
               {"colour": r"\w+", "spot": _INT, "scroll": _INT, "row": _INT, "cost": _COST},
               frozenset({"colour", "scroll", "cost"})),
        _academy_values, lambda v: (int(str(v["spot"])) - 1, int(str(v["row"])))),),
    ActionKind.SPECIAL_SEAL: (_one("put a purple seal on worker {row}'s row", "row", _INT,
                                   str, int),),
    ActionKind.NAVIGATION: (Says(
        Phrase("sail {route}[, with an extra stop on {stop}]", {"route": _ROUTE, "stop": _SPACE}),
        _navigation_values, _navigation_args),),
    ActionKind.EXPLORATION: (Says(
        Phrase("explore island {island}: {route}[, with an extra stop on {stop}]",
               {"island": "[abc]", "route": _ROUTE, "stop": _SPACE}),
        _exploration_values, _exploration_args),),
    ActionKind.PLACE_EXPLORER: (_one("place an Explorer on island {island}", "island", "[abc]",
                                     str, lambda w: w.upper()),),
    ActionKind.MOVE_TO_BEAGLE: (_no_args("move the Ship up to the HMS Beagle"),),
    ActionKind.RESEARCH_SPECIMEN: (_one_specimen("research {specimen} here"),),
    ActionKind.RESEARCH_ANY_SPECIMEN: (_one_specimen("research any Specimen: {specimen}"),),
    ActionKind.RESEARCH_EXPLORER_SPECIMEN: (_one_specimen(
        "research {specimen}, found on an island with my Explorer"),),
    ActionKind.DELIVER_SPECIMEN: (_one_specimen("deliver {specimen} to the Museum"),),
    ActionKind.REPEAT_DELIVERY: (_one_specimen("repeat the delivery of {specimen}"),),
    ActionKind.RESEARCH_MUSEUM_SPECIMEN: (_one_specimen("research {specimen} in the Museum"),),
    ActionKind.ESTABLISH_CAMPSITE: (_tent(
        "put a Tent on the Campsite at {space}, Tent place {place}[, paying {cost}]"),),
    ActionKind.ESTABLISH_ANY_CAMPSITE: (_tent(
        "put a Tent on any Campsite: at {space}, Tent place {place}[, paying {cost}]"),),
    ActionKind.REACTIVATE_TENT: (_tent(
        "reactivate my Tent on the Campsite at {space}, Tent place {place}"),),
    ActionKind.CORRESPONDENCE: (Says(
        Phrase("send {sent}, taking {from}", {"sent": _SENT, "from": _FROM}),
        _correspondence_values, _correspondence_args),),
    ActionKind.DISTRIBUTED_CORRESPONDENCE: (Says(
        Phrase("distribute {sent}, taking {from}", {"sent": _SENT, "from": _FROM}),
        _correspondence_values, _correspondence_args),),
    ActionKind.GAIN_OBJECTIVE: (
        Says(Phrase("take Objective {tile} into my reserve[, discarding {gone} from it]",
                    {"tile": _TILE, "gone": _TILE}),
             _only_if(lambda args: int(args[1]) < 0, _gain_values), _reserve_args),
        Says(Phrase("take Objective {tile} onto {tier} space {position}[, paying {cost}]",
                    _ON_SPACE, frozenset({"cost"})),
             _only_if(lambda args: int(args[1]) >= 0, _gain_values), _spot_args),
    ),
    ActionKind.FULFIL_OBJECTIVE: (Says(
        Phrase("fulfil Objective {tile} on {tier} space {position}[, paying {cost}]",
               _ON_SPACE, frozenset({"cost"})),
        _gain_values, _spot_args),),
    ActionKind.UNLOCK_LENS: (Says(
        Phrase("unlock {location} with a Lens[, paying {cost}]",
               {"location": _LOCATION, "cost": _COST}, frozenset({"cost"})),
        lambda g, p, a, args: {"location": _LOCATION_NAME[str(args[0])], "cost": _coins(
            0 if a.free else LOCATIONS[LOCATION_INDEX[str(args[0])]].unlock_cost)},
        lambda v: (_location(str(v["location"])),)),),
    ActionKind.PERFORM_LOCKED_ACTION: (_one("perform the actions of {location}, still locked",
                                            "location", _LOCATION,
                                            lambda i: _LOCATION_NAME[str(i)], _location),),
    ActionKind.COPY_CREW_CARD: (_one("copy Crew card {card}", "card", _INT, str, int),),
    ActionKind.RESERVE_TURN_ORDER: (_no_args("reserve Turn Order"),),
    ActionKind.ACADEMY_DISCOUNT: (_no_args("take the Academy discount for the rest of the game"),),
    ActionKind.BOOK_MULTIPLIER: (_no_args("add a Book multiplier"),),
    ActionKind.UNLOCK_FIFTH_WORKER: (_no_args("unlock my fifth worker"),),
    ActionKind.PLACEMENT_PENALTY_REDUCTION: (_no_args(
        "reduce my placement penalty by 1 for the rest of the game"),),
    ActionKind.LAGGING_PENALTY_CAP: (_no_args("cap my lagging penalties at 2"),),
}
if set(SAYS) != set(ActionKind):
    raise TypeError("no words for: " + ", ".join(sorted(k.value for k in ActionKind
                                                        if k not in SAYS)))

# The moves that are not icons.
PLACE = Phrase("place worker {row} on {location}[, spending {knowledge} Temporary Knowledge]",
               {"row": _INT, "location": _LOCATION, "knowledge": _INT})
OBJECTIVE = Phrase("achieve Objective {tile} on {tier} space {position}",
                   {"tile": _TILE, "tier": "silver|golden", "position": _INT})
CREW = Phrase("achieve Crew card {card} with worker {row}", {"card": _INT, "row": _INT})
DONE_WORDS = ("done", "pass", "end the turn", "end my turn", "leave the rest")
_ICON = re.compile(r"icon (\d+):\s*(.*)", re.IGNORECASE)


# --- Describing ------------------------------------------------------------------

def _action(p: Pending, option: int) -> Action:
    icon = p.icon.options[option] if isinstance(p.icon, Choice) else p.icon
    assert isinstance(icon, Action)
    return icon


def _say_icon(game: Game, p: Pending, action: Action, args: Args) -> str | None:
    for says in SAYS[action.kind]:
        values = says.values(game, p, action, args)
        if values is not None:
            return says.phrase.say(values)
    return None


def _options(p: Pending) -> tuple[Action, ...]:
    options = p.icon.options if isinstance(p.icon, Choice) else (p.icon,)
    return tuple(o for o in options if isinstance(o, Action))


def describe(game: Game, move: Move) -> str:
    """The move in a player's words, in ``game`` (the state it is made in)."""
    if move.kind is MoveKind.PLACE:
        row, loc, knowledge = move.args
        return PLACE.say({"row": str(row), "location": _LOCATION_NAME[str(loc)],
                          "knowledge": str(knowledge) if knowledge else None})
    if move.kind is MoveKind.OBJECTIVE:
        tier, position = _spot(int(move.args[1]))
        return OBJECTIVE.say({"tile": str(move.args[0]), "tier": tier, "position": position})
    if move.kind is MoveKind.CREW:
        return CREW.say({"card": str(move.args[0]), "row": str(move.args[1])})
    if move.kind is MoveKind.DONE:
        return "done"
    frame = game.frames[-1]
    p = frame[move.index]
    said = _say_icon(game, p, _action(p, move.option), move.args)
    if said is None:
        return move.text()
    # Two open icons that would read alike: say which one.
    kind = _action(p, move.option).kind
    for k, other in enumerate(frame):
        if k != move.index and any(
                action.kind is kind and _say_icon(game, other, action, move.args) == said
                for action in _options(other)):
            return f"icon {move.index + 1}: {said}"
    return said


# --- Reading ------------------------------------------------------------------------

def normal(words: str) -> str:
    """Words as ``read`` compares them: spaces squeezed, no closing full stop,
    the rulebook's "fulfill" spelt as the project spells it."""
    text = re.sub(r"\s+", " ", words.strip()).rstrip(".").strip()
    return re.sub(r"\bfulfill\b", "fulfil", text, flags=re.IGNORECASE)


def read(game: Game, words: str) -> Move:
    """The move the words name in ``game``: a player's words (``describe``) or
    the engine's text (``Move.text()``). Raises WordsError when they name none.
    The move may still be illegal: compare with the legal moves."""
    text = normal(words)
    if not text:
        raise WordsError("an empty move; expected e.g. 'place worker 1 on the top Academy "
                         "space' or 'done'")
    if text.lower() in DONE_WORDS:
        return DONE
    engine = _engine(text)
    if engine is not None:
        return engine
    for phrase, build in ((PLACE, _place), (OBJECTIVE, _objective), (CREW, _crew)):
        values = phrase.read(text)
        if values is not None:
            return build(values)
    return _perform(game, text)


def _engine(text: str) -> Move | None:
    # The engine's text, e.g. "place 1 academy-top 0": only when it is well formed.
    try:
        move = parse_text(text)
    except ValueError:
        return None
    shapes: dict[MoveKind, tuple[type, ...]] = {
        MoveKind.PLACE: (int, str, int), MoveKind.OBJECTIVE: (str, int),
        MoveKind.CREW: (int, int), MoveKind.DONE: ()}
    shape = shapes.get(move.kind)
    if shape is not None and tuple(type(a) for a in move.args) != shape:
        return None
    if move.kind is MoveKind.PLACE and str(move.args[1]) not in _LOCATION_NAME:
        return None
    return move


def _place(v: Values) -> Move:
    knowledge = int(v["knowledge"]) if v["knowledge"] else 0
    return Move(MoveKind.PLACE, args=(int(str(v["row"])), _location(str(v["location"])),
                                      knowledge))


def _objective(v: Values) -> Move:
    return Move(MoveKind.OBJECTIVE, args=(str(v["tile"]).lower(),
                                          _spot_index(v["tier"], v["position"])))


def _crew(v: Values) -> Move:
    return Move(MoveKind.CREW, args=(int(str(v["card"])), int(str(v["row"]))))


def _perform(game: Game, text: str) -> Move:
    icon: int | None = None
    found = _ICON.fullmatch(text)
    if found:
        icon, text = int(found.group(1)) - 1, found.group(2)
    read_as: list[tuple[ActionKind, Says, Values]] = []
    for kind, says in SAYS.items():
        for one in says:
            values = one.phrase.read(text)
            if values is not None:
                read_as.append((kind, one, values))
    if not read_as:
        raise WordsError("these are no move's words")
    frame = game.frames[-1] if game.frames else ()
    if not frame:
        raise NoSuchIcon(f"{text!r} performs an icon, and no icons are open")
    fits: list[Move] = []
    canonical: list[str] = []
    for kind, one, values in read_as:
        args = one.args(values)
        for i, p in enumerate(frame):
            if icon is not None and i != icon:
                continue
            for j, action in enumerate(p.icon.options if isinstance(p.icon, Choice)
                                       else (p.icon,)):
                if not isinstance(action, Action) or action.kind is not kind:
                    continue
                said = one.values(game, p, action, args)
                if said is None:
                    continue
                canonical.append(one.phrase.say(said))
                # The slots said for the reader only must agree where given.
                if all(values.get(n) is None or said.get(n) is None
                       or normal(str(values[n])).lower() == str(said[n]).lower()
                       for n in one.phrase.derived):
                    fits.append(Move(MoveKind.PERFORM, i, j, args))
    if len(fits) > 1:
        # Words that leave out what a choice costs fit every icon that
        # allows it; the words said for one of them are that one.
        exact = [m for m in fits if normal(describe(game, m)).lower() == text.lower()]
        fits = exact or fits
    if len(fits) == 1:
        return fits[0]
    if not fits:
        if canonical:
            raise NoSuchIcon(f"{text!r} does not fit the open icons: they would read "
                             + " or ".join(repr(c) for c in dict.fromkeys(canonical)))
        open_icons = ", ".join(f"icon {i + 1}: {_icon_kinds(p)}" for i, p in enumerate(frame))
        raise NoSuchIcon(f"no open icon does that ({text!r}); open now: {open_icons}")
    raise WordsError(f"{text!r} fits more than one open icon: say which, as 'icon N: ...' "
                     f"(icons {', '.join(str(m.index + 1) for m in fits)})")


def _icon_kinds(p: Pending) -> str:
    return " / ".join(a.kind.value for a in _options(p))


# --- Near misses ---------------------------------------------------------------------

def closest(words: str, said: Sequence[str], n: int = 3) -> list[str]:
    """The ``n`` of ``said`` nearest to ``words``, nearest first."""
    text = normal(words).lower()
    scored = sorted(said, key=lambda w: (-SequenceMatcher(None, text, w.lower()).ratio(), w))
    return scored[:n]


def agreed(words: str, said: Sequence[str]) -> tuple[str, str]:
    """How far the words agree with some of ``said``, word by word: the part
    that does, and the part from which none does."""
    mine = normal(words).split(" ")
    best = 0
    for other in said:
        theirs = normal(other).split(" ")
        k = 0
        while k < min(len(mine), len(theirs)) and mine[k].lower() == theirs[k].lower():
            k += 1
        best = max(best, k)
    return " ".join(mine[:best]), " ".join(mine[best:])


def resolve(game: Game, words: str, legal: Sequence[Move]) -> Move:
    """The legal move the words name; WordsError saying what did not fit, with
    the nearest legal moves in words, when they name none."""
    try:
        move = read(game, words)
    except WordsError as e:
        said = [describe(game, m) for m in legal]
        ok, rest = agreed(words, said)
        where = (f"they agree with a legal move up to {ok!r}, not from {rest!r}" if ok
                 else f"no legal move starts with {normal(words).split(' ')[0]!r}")
        raise WordsError(f"{e}; {where}", closest(words, said)) from None
    if move in legal:
        return move
    said = [describe(game, m) for m in legal]
    raise NotLegal(move, describe_any(game, move), closest(words, said))


def describe_any(game: Game, move: Move) -> str:
    """``describe``, or the engine's text for a move the state cannot say
    (an icon that is not open, a choice it could not take)."""
    try:
        said = describe(game, move)
        # Words that do not read back (a choice no icon could take) would mislead.
        return said if read(game, said) == move else move.text()
    except (IndexError, KeyError, TypeError, ValueError, AssertionError):
        return move.text()
