import Foundation
import Observation
import PlateFinderDomain

/// The search screen: plate text in, live format, the report on the plate searched, and
/// whether its plate is a favourite.
///
/// The report is the single lookup every front end runs (`vehicle`), each source's part
/// landing as it arrives, so a slow SRI never holds back the vehicle, and the SRI's part
/// shows when the ANT fails. Typing a different plate or searching again cancels the
/// lookup in flight; an answer that arrives after a newer search started is dropped.
@MainActor
@Observable
public final class PlateSearchViewModel {
    /// The plate the text normalizes to.
    public private(set) var plate = Plate("")
    /// The format of `plate`, updated on every change of `text`.
    public private(set) var format = PlateFormat.empty
    /// The plate of the search `vehicle` and `favorite` describe; nil before a search.
    public private(set) var searchedPlate: LookupPlate?
    /// Whether `searchedPlate` is a favourite.
    public internal(set) var favorite: Loadable<Bool> = .idle
    /// Whether the last search was of an old three-digit car plate, searched (and now
    /// shown in the text) written with four digits.
    public private(set) var wasWrittenWithFourDigits = false
    /// The report on `searchedPlate`.
    public let vehicle: VehicleReportViewModel
    private var input = ""

    @ObservationIgnored let favorites: ManageFavorites
    @ObservationIgnored let errorHandler: ErrorHandler
    @ObservationIgnored let favoriteUpdate = LatestOperation()

    /// A search screen whose searches `lookUp` makes under `find`'s freshness, every source
    /// asked, facts judged on `clock`'s today; the favourite is read and changed through
    /// `favorites`.
    public init(
        lookUp: LookUpVehicle, favorites: ManageFavorites, errorHandler: ErrorHandler,
        clock: DayClock
    ) {
        vehicle = VehicleReportViewModel(
            lookUp: lookUp, options: LookupOptions(freshness: .find),
            errorHandler: errorHandler, clock: clock)
        self.favorites = favorites
        self.errorHandler = errorHandler
    }

    /// The text as typed; changing it to another plate drops the search shown.
    public var text: String {
        get { input }
        set {
            input = newValue
            inputDidChange()
        }
    }

    /// Whether the text, as submitted, is a complete plate that can be searched (an old
    /// three-digit car plate counts: it is searched written with four digits).
    public var canSearch: Bool { PlateSubmission(input).isComplete }

    /// Whether the searched plate is a favourite (false while unknown).
    public var isFavorite: Bool { favorite.value ?? false }

    /// Whether `toggleFavorite()` can run now.
    public var canToggleFavorite: Bool { searchedPlate != nil && favorite.value != nil }

    /// Searches the text as submitted when it is a complete plate, and does nothing
    /// otherwise; returns once this search has ended or been replaced. An interruption's
    /// retry searches the same plate again.
    public func search() async {
        let submission = PlateSubmission(input)
        guard let plate = submission.lookupPlate else { return }
        if submission.wasWrittenWithFourDigits {
            text = plate.value
            wasWrittenWithFourDigits = true
        }
        favoriteUpdate.cancel()
        searchedPlate = plate
        favorite = .idle
        // The retry searches the plate as this search did, old three-digit form included.
        let writtenWithFourDigits = wasWrittenWithFourDigits
        // The favourite is the store's to say, at once, whatever the portals answer.
        async let favoriteRead: Void = refreshFavorite()
        await vehicle.load(plate) { [weak self] in
            await self?.search(plate, writtenWithFourDigits: writtenWithFourDigits)
        }
        await favoriteRead
    }

    /// Puts `plate` in the text field and searches it (a deep link, a favourite);
    /// `writtenWithFourDigits` when it came as an old three-digit plate, so the field says so.
    public func search(_ plate: LookupPlate, writtenWithFourDigits: Bool = false) async {
        text = plate.value
        wasWrittenWithFourDigits = writtenWithFourDigits
        await search()
    }

    /// Stops the search in flight, if any, and shows nothing.
    public func cancel() {
        vehicle.cancel()
        favoriteUpdate.cancel()
        searchedPlate = nil
        favorite = .idle
    }

    private func inputDidChange() {
        let newPlate = Plate(input)
        guard newPlate != plate else { return }
        plate = newPlate
        wasWrittenWithFourDigits = false
        format = PlateValidator.validate(newPlate)
        if let searchedPlate, searchedPlate.plate != newPlate { cancel() }
    }
}
