import FuzzSupport

FuzzDriver.run { data, size in
    FinesGridProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
