"""Developer tools: screenshots, benchmarks, solvers, deploy (desktop only)."""
