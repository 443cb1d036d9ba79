import Foundation
import PlateFinderDomain

/// The fines grid's address: the `url` the page declares, resolved against the page and
/// kept on the portal's origin, asked for one status and one page at a time with the
/// parameters jqGrid adds.
///
/// The address carries the person and contract ids the portal needs; it lives only as long
/// as the lookup and is never quoted in an error.
struct ANTFinesGridURL {
    /// How many rows each page is asked to hold.
    static let rowsPerPage = 50

    private let components: URLComponents

    /// The grid at `declared`, relative to `page`; not understood when it is no URL, or
    /// leaves the page's scheme, host or port, or names a user.
    init(declared: String, page: URL) throws(LookupFailureReason) {
        guard let resolved = URL(string: declared, relativeTo: page)?.absoluteURL,
            var components = URLComponents(url: resolved, resolvingAgainstBaseURL: false),
            let pageComponents = URLComponents(url: page, resolvingAgainstBaseURL: true)
        else { throw .notUnderstood(.grid(.addressNotURL)) }
        guard Self.origin(of: components) == Self.origin(of: pageComponents),
            components.user == nil, components.password == nil
        else { throw .notUnderstood(.grid(.addressLeavesPortal)) }
        components.fragment = nil
        self.components = components
    }

    /// The request for `page` (from 1) of the fines in `status`, stamped `timestamp`
    /// (jqGrid's `nd`, epoch milliseconds): the page's own parameters in their order with
    /// `ps_opcion` set to the status, then jqGrid's paging parameters.
    func url(status: FineStatus, page: Int, timestamp: Int64) -> URL? {
        let paging = [
            ("_search", "false"), ("nd", "\(timestamp)"), ("rows", "\(Self.rowsPerPage)"),
            ("page", "\(page)"), ("sidx", "fecha_emision"), ("sord", "desc"),
        ].map { URLQueryItem(name: $0.0, value: $0.1) }
        let pagingNames = Set(paging.map(\.name))
        var items = (components.percentEncodedQueryItems ?? []).filter {
            !pagingNames.contains($0.name)
        }
        // The status takes the place of the page's own `ps_opcion`, or comes last.
        let position = items.prefix { $0.name != "ps_opcion" }.count
        items.removeAll { $0.name == "ps_opcion" }
        items.insert(URLQueryItem(name: "ps_opcion", value: Self.option(for: status)), at: position)
        var request = components
        // Every value set here is ASCII letters and digits, so none needs encoding.
        request.percentEncodedQueryItems = items + paging
        return request.url
    }

    /// The portal's letter for `status`.
    static func option(for status: FineStatus) -> String {
        switch status {
        case .pending: "P"
        case .disputed: "R"
        case .voided: "A"
        case .paid: "G"
        case .inAgreement: "C"
        }
    }

    /// Scheme, host and port, the port filled in for http and https when left out.
    private static func origin(of components: URLComponents) -> [String] {
        let scheme = components.scheme?.lowercased() ?? ""
        let defaultPort: Int? =
            switch scheme {
            case "http": 80
            case "https": 443
            default: nil
            }
        let port = (components.port ?? defaultPort).map(String.init) ?? ""
        return [scheme, components.host?.lowercased() ?? "", port]
    }
}
