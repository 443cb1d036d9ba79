import Foundation

extension DeepLink {
    /// The tab the link opens.
    public var tab: AppTab {
        switch self {
        case .search: .search
        case .history: .history
        case .favorites: .favorites
        case .tasks, .task: .tasks
        }
    }

    /// The stack the link sets on its tab; a search shows its result at the tab's root.
    public var path: [AppRoute] {
        switch self {
        case .search, .history, .favorites, .tasks: []
        case .task(let id): [.task(id: id)]
        }
    }

    /// The link as text, e.g. `platefinder://search/PBX1234`.
    public var absoluteString: String {
        let prefix = Self.scheme + "://"
        switch self {
        case .search(let plate, _):
            let encoded = plate.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
            return prefix + "search/" + (encoded ?? "")
        case .history: return prefix + "history"
        case .favorites: return prefix + "favorites"
        case .tasks: return prefix + "tasks"
        case .task(let id): return prefix + "tasks/" + id.uuidString
        }
    }
}
