import PlateFinderDomain

/// `platefinder tasks add` as typed: judged by the task rules only when it is created.
struct TaskDraft: Equatable {
    /// The title, its words joined by single spaces.
    let title: String
    /// `--note`, or empty.
    let note: String
    /// `--due`, already read as a day.
    let dueDate: CalendarDate?
    /// `--plate`, as typed.
    let plateText: String?
}
