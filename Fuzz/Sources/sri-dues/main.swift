import FuzzSupport

FuzzDriver.run { data, size in
    SRIDuesProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
