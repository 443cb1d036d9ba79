import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import PlateFinderTestSupport
import Testing

@MainActor
struct TaskEditorViewModelValidationTests {
    @Test(arguments: [
        ("", TaskValidationError.emptyTitle as TaskValidationError?, 20),
        (" \n\t ", .emptyTitle, 20),
        ("A", nil, 19),
        (String(repeating: "A", count: 20), nil, 0),
        ("  " + String(repeating: "A", count: 20) + " \n", nil, 0),
        (String(repeating: "A", count: 21), .titleTooLong(maximum: 20), -1),
        ("ÑANDÚ", nil, 15),
        ("N\u{303}ANDU\u{301}", nil, 15),
        ("👍🏽", nil, 19),
        (String(repeating: "👨‍👩‍👧‍👦", count: 20), nil, 0),
        (String(repeating: "👍🏽", count: 21), .titleTooLong(maximum: 20), -1),
    ])
    func title_isCheckedAsTyped_countingCharactersAsAPersonSeesThem(
        text: String, error: TaskValidationError?, charactersLeft: Int
    ) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)

            sut.title = text

            #expect(sut.titleError == error)
            #expect(sut.titleCharactersLeft == charactersLeft)
            #expect(sut.canSave == (error == nil))
        }
    }

    @Test(arguments: [
        // (now, time zone, typed date, error)
        (
            TaskDays.lastSecondBefore, TaskFactory.ecuador, "2026-11-27",
            TaskDueDateInputError.rejected(.dueDateInPast) as TaskDueDateInputError?
        ),
        (TaskDays.lastSecondBefore, TaskFactory.ecuador, "2026-11-28", nil),
        (TaskDays.lastSecondBefore, TaskFactory.ecuador, "2026-11-29", nil),
        (TaskDays.ecuadorMidnight, TaskFactory.ecuador, "2026-11-28", .rejected(.dueDateInPast)),
        (TaskDays.ecuadorMidnight, TaskFactory.ecuador, "2026-11-29", nil),
        (TaskDays.lastSecondBefore, TaskDays.utc, "2026-11-28", .rejected(.dueDateInPast)),
        (TaskDays.lastSecondBefore, TaskDays.utc, "2026-11-29", nil),
        (TaskDays.lastSecondBefore, TaskDays.utc, "2026-11-30", nil),
    ])
    func dueDate_mustBeTodayOrLaterInTheClocksTimeZone(
        now: Date, timeZone: TimeZone, text: String, error: TaskDueDateInputError?
    ) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(clock: TaskFactory.clock(at: now, in: timeZone), tracker: tracker)
            sut.title = "Renew"

            sut.dueDateText = text

            #expect(sut.dueDateError == error)
            #expect(sut.canSave == (error == nil))
        }
    }

    @Test(arguments: [
        "2026-13-01", "2026-02-30", "30-11-2026", "2026/11/30", "tomorrow", "2026-1-30",
        "２０２６-11-30", "2026-11-30x", "2026-11-30 10:00",
    ])
    func dueDate_isUnreadable_unlessARealDayWrittenYYYYMMDD(text: String) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            sut.title = "Renew"

            sut.dueDateText = text

            #expect(sut.dueDateError == .unreadable)
            #expect(!sut.canSave)
        }
    }

    @Test(arguments: ["", "   ", " 2026-11-30 "])
    func dueDate_acceptsNoDateAndSurroundingWhiteSpace(text: String) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)

            sut.dueDateText = text

            #expect(sut.dueDateError == nil)
        }
    }

    @Test(arguments: [
        ("", nil as PlateFormat?), ("  ", nil), ("PBX", .partiallyValid), ("pbx-1234", nil),
        ("AB123C", nil), ("PBX12345", .invalid), ("1", .invalid),
    ])
    func plate_mustBeCompleteWhenGiven(text: String, error: PlateFormat?) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            sut.title = "Renew"

            sut.plateText = text

            #expect(sut.plateError == error)
            #expect(sut.canSave == (error == nil))
        }
    }

    @Test(arguments: [(1_000, nil as TaskValidationError?), (1_001, .noteTooLong(maximum: 1_000))])
    func note_mustFitTheLimit(length: Int, error: TaskValidationError?) async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            sut.title = "Renew"

            sut.note = String(repeating: "ñ", count: length)

            #expect(sut.noteError == error)
            #expect(sut.canSave == (error == nil))
        }
    }

    @Test
    func titleError_changesForObserversAsThePersonTypes() async {
        await withLeakTrackingOnMainActor { tracker in
            let sut = makeSUT(tracker: tracker)
            let probe = ObservationProbe { sut.titleError }

            sut.title = "R"

            #expect(probe.didChange)
            #expect(sut.titleError == nil)
        }
    }

    private func makeSUT(
        clock: DayClock = TaskFactory.clock(), tracker: LeakTracker,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TaskEditorViewModel {
        let errorHandler = ErrorHandler()
        let sut = TaskEditorViewModel(
            mode: .create, tasks: TaskUseCases.manageTasks(InMemoryTaskRepository(), clock: clock),
            errorHandler: errorHandler, clock: clock)
        tracker.track(sut, sourceLocation: sourceLocation)
        tracker.track(errorHandler, sourceLocation: sourceLocation)
        return sut
    }
}
