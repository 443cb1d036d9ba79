import PlateFinderDomain
import PlateFinderTestSupport

/// The tasks the app's repository starts with in the flow tests, as of `TestServices.now`
/// (2027-01-15 in Ecuador): one overdue, one due later with a note, one undated, and one
/// done.
enum SeededTasks {
    static let overdue = TestServices.task(
        1, "Registration PBX1234", due: TaskFactory.day(2027, 1, 10), plate: "PBX1234")
    static let later = TestServices.task(
        2, "Renew SOAT", due: TaskFactory.day(2027, 2, 1),
        note: "The insurance of the car runs out at the end of January.")
    static let undated = TestServices.task(3, "Wash the car")
    static let done = TestServices.task(
        4, "Pay the fines", due: TaskFactory.day(2027, 1, 5), done: true)

    /// A repository holding the four tasks.
    static func repository() -> InMemoryTaskRepository {
        InMemoryTaskRepository(tasks: [overdue, later, undated, done])
    }
}
