import FuzzSupport

FuzzDriver.run { data, size in
    ArgumentParserProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
