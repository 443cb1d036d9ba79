import FuzzSupport

FuzzDriver.run { data, size in
    KeyDecoderProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
