import FuzzSupport

FuzzDriver.run { data, size in
    TextWrapProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
