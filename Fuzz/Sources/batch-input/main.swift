import FuzzSupport

FuzzDriver.run { data, size in
    BatchInputProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
