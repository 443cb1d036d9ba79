import FuzzSupport

FuzzDriver.run { data, size in
    HTTPBodyProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
