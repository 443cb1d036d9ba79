import FuzzSupport

FuzzDriver.run { data, size in
    ANTPageProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
