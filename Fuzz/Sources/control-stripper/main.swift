import FuzzSupport

FuzzDriver.run { data, size in
    ControlStripperProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
