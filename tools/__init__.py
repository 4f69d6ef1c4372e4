"""Desktop tools: solvers, table builders, audits and benchmarks (never on the device)."""
