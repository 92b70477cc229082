"""Prints the units translate-toolkit (Weblate's reader) reads from one file, as JSON [[key, [forms]]].

Usage: python3 toolkit-units.py STORE_CLASS FILE LANGUAGE  (a jsonl10n or properties store class)
"""
import json
import re
import sys

from translate.misc import quote
from translate.misc.multistring import multistring
from translate.storage import jsonl10n, properties

kind, path, language = sys.argv[1:4]
with open(path, "rb") as handle:
    data = handle.read()
if hasattr(jsonl10n, kind):
    store = getattr(jsonl10n, kind)()
    store.settargetlanguage(language)
    store.parse(data)
    units = []
    for unit in store.units:
        if unit.isheader():
            continue
        key = unit.getid()
        key = key[1:] if key.startswith(".") else key  # Weblate's JSONUnit.context
        target = unit.target
        forms = [str(s) for s in target.strings] if isinstance(target, multistring) and len(target.strings) > 1 else [str(target or "")]
        units.append([key, forms])
else:
    store = getattr(properties, kind)()
    store.parse(data)
    # Weblate's PropertiesUnit.target
    units = [[u.name, [re.sub(r"\\ ", " ", quote.propertiesdecode(u.value))]] for u in store.units if not u.isblank()]
print(json.dumps(units, ensure_ascii=False))
