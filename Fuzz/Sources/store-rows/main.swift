import FuzzSupport

FuzzDriver.run { data, size in
    StoreRowsProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
