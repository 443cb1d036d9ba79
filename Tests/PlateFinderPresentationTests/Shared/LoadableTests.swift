import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import Testing

struct LoadableTests {
    private static let failure = AppError.plate(.noData(.ant))

    @Test(arguments: [
        (Loadable<Int>.idle, nil as Int?, nil as AppError?, false),
        (.loading, nil, nil, true),
        (.loaded(7), 7, nil, false),
        (.failed(failure), nil, failure, false),
    ])
    func accessors_tellTheValueErrorAndLoading(
        state: Loadable<Int>, value: Int?, error: AppError?, isLoading: Bool
    ) {
        #expect(state.value == value)
        #expect(state.error == error)
        #expect(state.isLoading == isLoading)
    }

    @Test(arguments: [
        (Loadable<Int>.idle, Loadable<String>.idle),
        (.loading, .loading),
        (.loaded(7), .loaded("7")),
        (.failed(failure), .failed(failure)),
    ])
    func map_transformsOnlyTheValue(state: Loadable<Int>, mapped: Loadable<String>) {
        #expect(state.map(String.init) == mapped)
    }

    @Test
    func equality_comparesTheValuesAndErrors() {
        #expect(Loadable.loaded(1) != Loadable.loaded(2))
        #expect(
            Loadable<Int>.failed(.plate(.noData(.ant))) != .failed(.plate(.noData(.sri))))
        #expect(
            Loadable<Int>.failed(.plate(.noData(.ant)))
                != .failed(.interruption(.lookup(LookupFailure(.ant, .unreachable)))))
        #expect(Loadable<Int>.idle != .loading)
    }
}
