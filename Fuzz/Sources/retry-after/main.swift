import FuzzSupport

FuzzDriver.run { data, size in
    RetryAfterProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
