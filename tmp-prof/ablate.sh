#!/bin/bash
# usage: ablate.sh name 'python replace old' 'new'
cd /work/wt-perf
python3 - "$2" "$3" "$4" <<'PY'
import sys
p=sys.argv[3] if len(sys.argv)>3 and sys.argv[3] else 'server/app.ts'
s=open(p).read(); old=sys.argv[1]; new=sys.argv[2]
assert old in s, old
open(p,'w').write(s.replace(old,new,1))
PY
echo "$1: $(node_modules/.bin/tsx tmp-prof/cpu.mts)"
git checkout -q server/
