import FuzzSupport

FuzzDriver.run { data, size in
    PlateProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
