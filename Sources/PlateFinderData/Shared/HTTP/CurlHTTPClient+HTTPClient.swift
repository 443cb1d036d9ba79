#if canImport(CCurl)
extension CurlHTTPClient: HTTPClient {}
#endif
