"""Reference players for tests and benchmarks (never deployed)."""
