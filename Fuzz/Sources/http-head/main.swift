import FuzzSupport

FuzzDriver.run { data, size in
    HTTPHeadProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
