"""Developer tools: screenshots, benchmarks, solvers, policy audit, deploy (desktop
only; nothing here goes to the device)."""
