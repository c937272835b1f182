/// The tests use the seed's types as `fm bench validity` does.
@_exported import ValidityTypes
