import FuzzSupport

FuzzDriver.run { data, size in
    JSONKeysProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
