extension CurlHTTPClient: HTTPClient {}
