"""Audit a CPU's mixed strategy: print it for every reachable state as JSON.

    python -m tools.policy starship [--level NAME] [--rounds N]

Output, for the Starship CPU (level default: perfect, the strongest with a fixed
mixed strategy; rounds default 20):

    {"actions": ["nothing", "fire", "shield", "both"],
     "states": {"m,s,om,os,left": [p, p, p, p], ...}}

m and s are the bot's missiles and charges, om and os the opponent's, left the
rounds still to play, this one included. Every live state reachable from the start
of a match with that round limit is listed. Each p is the exact probability the
shipped bot plays (its integer weight over its total), read through the bot's own
code, so anyone can check the strategy against their own solver.
"""

import json
import sys

from games.starship import bot
from tools.starship_exploit import table_policy
from tools.starship_model import ACTION_KEYS, MAX_LEFT, Transitions, legal, reachable


def starship_states(level, rounds):
    """dict 'm,s,om,os,left' -> [p nothing, p fire, p shield, p both]."""
    policy = table_policy(level)
    states = {}
    for state in reachable(Transitions(), rounds):
        states[",".join(str(v) for v in state)] = policy(state, legal(state[0], state[1]))
    return states


def dumps(states):
    """The JSON document, one state per line."""
    lines = ['{"actions": ' + json.dumps(list(ACTION_KEYS)) + ',', ' "states": {']
    keys = list(states)
    for i, key in enumerate(keys):
        tail = "," if i + 1 < len(keys) else ""
        lines.append("  {}: {}{}".format(json.dumps(key), json.dumps(states[key]), tail))
    lines.append("}}")
    return "\n".join(lines)


def main(argv):
    """Parse the command line and print the audit JSON; 2 on bad arguments."""
    args = list(argv)
    level = bot.SHARK - 1  # the strongest level with a fixed strategy
    rounds = 20
    try:
        game = args.pop(0)
        while args:
            flag = args.pop(0)
            if flag == "--level":
                level = bot.LEVELS.index(args.pop(0)) + 1
                if level == bot.SHARK:
                    sys.stderr.write("shark adapts to its opponent: no fixed strategy to print"
                                     " (python -m tools.starship_exploit measures it)\n")
                    return 2
            elif flag == "--rounds":
                rounds = int(args.pop(0))
                if not 1 <= rounds <= MAX_LEFT:
                    raise ValueError
            else:
                raise ValueError
    except (IndexError, ValueError):
        sys.stderr.write(__doc__)
        return 2
    if game != "starship":
        sys.stderr.write("only starship has an audited policy so far\n")
        return 2
    print(dumps(starship_states(level, rounds)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
