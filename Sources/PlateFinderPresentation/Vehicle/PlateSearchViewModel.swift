import Foundation
import Observation
import PlateFinderDomain

/// The search screen: plate text in, live format, the vehicle found, what it owes to
/// register, and whether its plate is a favourite.
///
/// The ANT and the SRI are asked at the same time, each answer landing in its own state as
/// it arrives, so a slow SRI never holds back the vehicle. Typing a different plate or
/// searching again cancels the searches in flight; an answer that arrives after a newer
/// search started is dropped. The ANT's failures land in `state`, its interruptions also go
/// to the `ErrorHandler` with a retry; the SRI's land in `registration` only, the fines'
/// in `fines` only.
@MainActor
@Observable
public final class PlateSearchViewModel {
    /// The plate the text normalizes to.
    public private(set) var plate = Plate("")
    /// The format of `plate`, updated on every change of `text`.
    public private(set) var format = PlateFormat.empty
    /// The plate of the search `state` and `favorite` describe; nil before a search.
    public private(set) var searchedPlate: LookupPlate?
    /// The latest search.
    public private(set) var state: Loadable<CarSearchResult> = .idle
    /// Whether `searchedPlate` is a favourite.
    public internal(set) var favorite: Loadable<Bool> = .idle
    /// Whether the last search was of an old three-digit car plate, searched (and now
    /// shown in the text) written with four digits.
    public private(set) var wasWrittenWithFourDigits = false
    /// What the SRI said about `searchedPlate`; idle before a search or when the SRI is
    /// not asked.
    public private(set) var registration: Loadable<RegistrationLookupResult> = .idle
    /// What the ANT's fines grid lists for `searchedPlate`, asked after the vehicle; idle
    /// before a search or when the fines are not asked.
    public internal(set) var fines: Loadable<FinesLookupResult> = .idle
    private var input = ""

    @ObservationIgnored private let searchCar: SearchCar
    @ObservationIgnored private let lookUpRegistration: LookUpRegistration?
    @ObservationIgnored private let clock: DayClock?
    @ObservationIgnored private let registrationLookup = LatestOperation()
    @ObservationIgnored let favorites: ManageFavorites
    @ObservationIgnored let errorHandler: ErrorHandler
    @ObservationIgnored private let searching = LatestOperation()
    @ObservationIgnored let favoriteUpdate = LatestOperation()
    @ObservationIgnored let finesUseCase: LookUpFines?
    @ObservationIgnored let finesLookup = LatestOperation()
    /// The ANT's last answer about the vehicle, for the fines asked after it.
    @ObservationIgnored var vehicleOutcome: Result<CarSearchResult, CarSearchError>?

    /// A search screen over the search and favourites use cases; the SRI is asked too when
    /// `lookUpRegistration` is given, its status judged on `clock`'s today, and the fines
    /// after the vehicle when `lookUpFines` is given.
    public init(
        searchCar: SearchCar, favorites: ManageFavorites, errorHandler: ErrorHandler,
        lookUpRegistration: LookUpRegistration? = nil, clock: DayClock? = nil,
        lookUpFines: LookUpFines? = nil
    ) {
        self.searchCar = searchCar
        self.favorites = favorites
        self.errorHandler = errorHandler
        self.lookUpRegistration = lookUpRegistration
        self.clock = clock
        self.finesUseCase = lookUpFines
    }

    /// Whether the searched plate's registration is paid, judged from the SRI's last paid
    /// year on today; `unknown` without an answer from the SRI.
    public var registrationStatus: RegistrationStatus {
        guard let plate = searchedPlate, let today = clock?.today() else { return .unknown }
        return RegistrationStatusPolicy.status(
            for: plate.plate, lastPaidYear: registration.value?.registration?.record.lastPaidYear,
            today: today)
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
        state = .loading
        favorite = .idle
        fines = .idle
        async let registrationLookedUp: Void = lookUpRegistration(of: plate)
        // The fines come from the ANT's host too: asked after the vehicle, never beside it.
        if await searchVehicle(plate) { await readFines(of: plate) }
        await registrationLookedUp
    }

    /// Asks the ANT about `plate`; its answer says whether the plate is a favourite, which
    /// a failed search reads on its own so the favourite can still be changed. False when a
    /// newer search replaced this one.
    private func searchVehicle(_ plate: LookupPlate) async -> Bool {
        let delivered = await searching.run { [searchCar] in
            await Result { () async throws(CarSearchError) in try await searchCar.search(plate) }
        } deliver: { [weak self] outcome in
            self?.finishSearch(outcome, for: plate)
        }
        guard delivered else { return false }
        switch state {
        case .loaded(let result): favorite = .loaded(result.isFavorite)
        // A store that could not record the search will not tell the favourite either.
        case .failed(.interruption(.storage)), .idle, .loading: break
        case .failed: await refreshFavorite()
        }
        return true
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
        searching.cancel()
        registrationLookup.cancel()
        favoriteUpdate.cancel()
        finesLookup.cancel()
        searchedPlate = nil
        state = .idle
        registration = .idle
        favorite = .idle
        fines = .idle
    }

    /// Asks the SRI about `plate`, when it is asked at all; its failures stay in
    /// `registration`, beside a vehicle the ANT may still show.
    private func lookUpRegistration(of plate: LookupPlate) async {
        guard let lookUpRegistration else { return }
        registration = .loading
        await registrationLookup.run {
            await Result { () async throws(CarSearchError) in try await lookUpRegistration(plate) }
        } deliver: { [weak self] outcome in
            guard let self, self.searchedPlate == plate else { return }
            switch outcome {
            case .success(let result): self.registration = .loaded(result)
            case .failure(let error):
                self.registration =
                    AppError(error, plate: plate.plate).map(Loadable.failed) ?? .idle
            }
        }
    }

    private func inputDidChange() {
        let newPlate = Plate(input)
        guard newPlate != plate else { return }
        plate = newPlate
        wasWrittenWithFourDigits = false
        format = PlateValidator.validate(newPlate)
        if let searchedPlate, searchedPlate.plate != newPlate { cancel() }
    }

    private func finishSearch(
        _ outcome: Result<CarSearchResult, CarSearchError>, for plate: LookupPlate
    ) {
        vehicleOutcome = outcome
        switch outcome {
        case .success(let result):
            state = .loaded(result)
        case .failure(let error):
            guard let appError = AppError(error, plate: plate.plate) else {
                state = .idle
                return
            }
            state = .failed(
                errorHandler.report(appError) { [weak self] in await self?.search(plate) })
        }
    }
}
