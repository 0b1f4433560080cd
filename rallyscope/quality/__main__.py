"""`python -m rallyscope.quality`: rewrite expectations/*.json from the suite definitions."""

from rallyscope.quality.suites import write_suites

for written in write_suites():
    print(written)
