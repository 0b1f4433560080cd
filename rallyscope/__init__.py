"""Tactical search over badminton matches."""

import os

# OpenMP threads (torch's, llama.cpp's) that wait for work sleep instead of spinning. On a
# shared CPU a spinning thread takes the core its working sibling needs: a search's query
# embedding took p95 430 ms spinning, 27 ms sleeping, with the same vectors. OpenMP reads it
# when it loads, so it is set here, before anything imports torch.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
