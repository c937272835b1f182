// The fm command-line tool.
