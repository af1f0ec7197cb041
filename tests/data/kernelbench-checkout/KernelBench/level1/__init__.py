# helpers, not a problem
