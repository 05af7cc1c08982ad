#!/bin/sh
# tree.sh <commit> <dir>: a bundle-ready copy of <commit>'s packages, tools and content in <dir>,
# using this checkout's node_modules except @roomsmith/*, which point at <dir>'s own packages.
set -e
root=$(cd "$(dirname "$0")/../../.." && pwd)
mkdir -p "$2/node_modules/@roomsmith"
git -C "$root" archive "$1" packages tools content tsconfig.base.json package.json | tar -x -C "$2"
for e in "$root"/node_modules/* "$root"/node_modules/.bin; do
  n=$(basename "$e")
  [ "$n" = "@roomsmith" ] || ln -sfn "$e" "$2/node_modules/$n"
done
for p in cli engine print schema sim; do ln -sfn "../../packages/$p" "$2/node_modules/@roomsmith/$p"; done
for p in "$root"/packages/*/node_modules; do
  q=$(basename "$(dirname "$p")")
  [ -d "$2/packages/$q" ] && cp -r "$p" "$2/packages/$q/"
done
