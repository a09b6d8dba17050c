! A discrete-event simulation kernel built on POINTER linked lists, as queueing and particle
! codes keep their events: a time-ordered queue whose head and tail are POINTER components
! of a plain (non-TARGET) structure, insertion in time order, removal of the earliest event,
! cancellation of an event found by a POINTER function, a module-scope free list that
! recycles nodes (module POINTER scalars), ASSOCIATED with and without a target, and POINTER
! dummies with INTENT(IN). Three servers process a deterministic stream of arrivals; the
! queue length, waiting times and a checksum of the processed order are printed.
module event_queue
  implicit none
  type event
    real(8) :: time
    integer :: kind
    integer :: id
    type(event), pointer :: next => null()
  end type event

  type queue
    type(event), pointer :: head => null()
    type(event), pointer :: tail => null()
    integer :: length = 0
  end type queue

  ! Nodes given back by pop, reused by push before any new ALLOCATE.
  type(event), pointer :: free_list => null()
  integer :: allocations = 0, reuses = 0
  ! The event most recently scheduled, for the tracing below.
  type(event), pointer :: last_scheduled => null()

contains

  function new_event(time, kind, id) result(e)
    real(8), intent(in) :: time
    integer, intent(in) :: kind, id
    type(event), pointer :: e
    if (associated(free_list)) then
      e => free_list
      free_list => free_list%next
      reuses = reuses + 1
    else
      allocate(e)
      allocations = allocations + 1
    end if
    e%time = time
    e%kind = kind
    e%id = id
    nullify(e%next)
  end function new_event

  subroutine schedule(q, time, kind, id)
    type(queue), intent(inout) :: q
    real(8), intent(in) :: time
    integer, intent(in) :: kind, id
    type(event), pointer :: e, p
    e => new_event(time, kind, id)
    last_scheduled => e
    q%length = q%length + 1
    if (.not. associated(q%head)) then
      q%head => e
      q%tail => e
      return
    end if
    ! Earlier than the head: the new head.
    if (time < q%head%time) then
      e%next => q%head
      q%head => e
      return
    end if
    ! Otherwise after the last event not later than it (ties keep arrival order).
    p => q%head
    do while (associated(p%next))
      if (p%next%time > time) exit
      p => p%next
    end do
    e%next => p%next
    p%next => e
    if (associated(p, q%tail)) q%tail => e
  end subroutine schedule

  subroutine pop(q, time, kind, id)
    type(queue), intent(inout) :: q
    real(8), intent(out) :: time
    integer, intent(out) :: kind, id
    type(event), pointer :: e
    e => q%head
    time = e%time
    kind = e%kind
    id = e%id
    q%head => e%next
    if (.not. associated(q%head)) nullify(q%tail)
    q%length = q%length - 1
    e%next => free_list
    free_list => e
  end subroutine pop

  ! The first event of `kind` for customer `id` (disassociated when there is none).
  function find(q, kind, id) result(e)
    type(queue), intent(in) :: q
    integer, intent(in) :: kind, id
    type(event), pointer :: e
    e => q%head
    do while (associated(e))
      if (e%kind == kind .and. e%id == id) return
      e => e%next
    end do
  end function find

  subroutine cancel(q, victim)
    type(queue), intent(inout) :: q
    type(event), pointer, intent(in) :: victim
    type(event), pointer :: p
    if (associated(q%head, victim)) then
      q%head => victim%next
      if (.not. associated(q%head)) nullify(q%tail)
    else
      p => q%head
      do while (.not. associated(p%next, victim))
        p => p%next
      end do
      p%next => victim%next
      if (associated(q%tail, victim)) q%tail => p
    end if
    q%length = q%length - 1
    victim%next => free_list
    free_list => victim
  end subroutine cancel

  integer function checksum(q)
    type(queue), intent(in) :: q
    type(event), pointer :: p
    integer :: k
    checksum = 0
    k = 0
    p => q%head
    do while (associated(p))
      k = k + 1
      checksum = mod(checksum * 31 + p%id * 7 + p%kind + k, 1000003)
      p => p%next
    end do
  end function checksum

  subroutine release(q)
    type(queue), intent(inout) :: q
    type(event), pointer :: p
    do while (associated(q%head))
      p => q%head
      q%head => p%next
      deallocate(p)
    end do
    nullify(q%tail)
    q%length = 0
    do while (associated(free_list))
      p => free_list
      free_list => p%next
      deallocate(p)
    end do
  end subroutine release
end module event_queue

program pp_event_queue
  use event_queue
  implicit none
  integer, parameter :: arrival = 1, departure = 2, nservers = 3, ncust = 40
  type(queue) :: q
  type(event), pointer :: hit
  real(8) :: now, arrive_at(ncust), wait_sum, service
  integer :: kind, id, busy, waiting(ncust), nwait, served, order_sum, i, peak, cancelled

  ! Deterministic arrivals: irregular gaps from a small congruential sequence.
  now = 0.0d0
  do i = 1, ncust
    now = now + 0.25d0 + 0.125d0 * mod(i * 37, 11)
    call schedule(q, now, arrival, i)
  end do
  print '(a,i4,a,i8)', 'scheduled', q%length, '  checksum', checksum(q)
  print '(a,f9.4,a,f9.4)', 'first', q%head%time, '  last', q%tail%time
  print *, 'last scheduled is the tail:', associated(last_scheduled, q%tail)

  ! Customers 7 and 23 change their minds before arriving.
  cancelled = 0
  do i = 7, 23, 16
    hit => find(q, arrival, i)
    if (associated(hit)) then
      call cancel(q, hit)
      cancelled = cancelled + 1
    end if
  end do
  hit => find(q, arrival, 999)
  print *, 'cancelled', cancelled, ' missing found:', associated(hit), q%length

  busy = 0
  nwait = 0
  served = 0
  wait_sum = 0.0d0
  order_sum = 0
  peak = 0
  do while (associated(q%head))
    call pop(q, now, kind, id)
    select case (kind)
    case (arrival)
      arrive_at(id) = now
      if (busy < nservers) then
        busy = busy + 1
        service = 1.5d0 + 0.5d0 * mod(id * 13, 5)
        call schedule(q, now + service, departure, id)
      else
        nwait = nwait + 1
        waiting(nwait) = id
      end if
    case (departure)
      served = served + 1
      order_sum = mod(order_sum * 17 + id, 1000003)
      if (nwait > 0) then
        id = waiting(1)
        waiting(1:nwait - 1) = waiting(2:nwait)
        nwait = nwait - 1
        wait_sum = wait_sum + (now - arrive_at(id))
        service = 1.5d0 + 0.5d0 * mod(id * 13, 5)
        call schedule(q, now + service, departure, id)
      else
        busy = busy - 1
      end if
    end select
    peak = max(peak, q%length)
  end do
  print '(a,i4,a,f10.4,a,f10.4)', 'served', served, '  total wait', wait_sum, '  end', now
  print '(a,i8,a,i3)', 'departure order checksum', order_sum, '  peak queue', peak
  print '(a,i4,a,i4)', 'nodes allocated', allocations, '  reused', reuses
  print *, 'queue empty:', .not. associated(q%head), .not. associated(q%tail), q%length
  call release(q)
  print *, 'free list empty:', .not. associated(free_list)
end program pp_event_queue
