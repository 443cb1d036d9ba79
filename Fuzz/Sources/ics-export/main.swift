import FuzzSupport

FuzzDriver.run { data, size in
    ICSExportProperties.check(FuzzDriver.bytes(data, size))
    return 0
}
