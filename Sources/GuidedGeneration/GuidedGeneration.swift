// The constrained-decoding engine: schema IR → grammar over bytes → token masks.
