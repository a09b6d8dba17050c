! A string builder: a derived type whose deferred-length buffer grows by doubling (ALLOCATE
! (CHARACTER(LEN=cap) :: tmp), copy, MOVE of the contents back by assignment), appends of
! numbers formatted by internal WRITE, a result taken by a function with a deferred-length
! result, and builders made by a structure constructor with an initial text. A report of a
! small simulation is built this way; its length and a checksum of its bytes are printed.
module string_builder
  implicit none
  type builder
    character(len=:), allocatable :: buf
    integer :: n = 0
    integer :: grows = 0
  end type builder
contains
  subroutine reserve(sb, need)
    type(builder), intent(inout) :: sb
    integer, intent(in) :: need
    character(len=:), allocatable :: tmp
    integer :: cap
    if (.not. allocated(sb%buf)) then
      allocate (character(len=max(need, 16)) :: tmp)
      sb%buf = tmp
      sb%grows = sb%grows + 1
      return
    end if
    if (len(sb%buf) >= need) return
    cap = len(sb%buf)
    do while (cap < need)
      cap = 2 * cap
    end do
    allocate (character(len=cap) :: tmp)
    tmp(1:sb%n) = sb%buf(1:sb%n)
    sb%buf = tmp
    sb%grows = sb%grows + 1
  end subroutine reserve

  subroutine append(sb, s)
    type(builder), intent(inout) :: sb
    character(*), intent(in) :: s
    call reserve(sb, sb%n + len(s))
    sb%buf(sb%n + 1:sb%n + len(s)) = s
    sb%n = sb%n + len(s)
  end subroutine append

  subroutine append_int(sb, k)
    type(builder), intent(inout) :: sb
    integer, intent(in) :: k
    character(len=12) :: t
    write (t, '(i0)') k
    call append(sb, trim(t))
  end subroutine append_int

  subroutine append_real(sb, x)
    type(builder), intent(inout) :: sb
    real(8), intent(in) :: x
    character(len=16) :: t
    write (t, '(f12.5)') x
    call append(sb, trim(adjustl(t)))
  end subroutine append_real

  function text(sb) result(s)
    type(builder), intent(in) :: sb
    character(len=:), allocatable :: s
    if (allocated(sb%buf)) then
      s = sb%buf(1:sb%n)
    else
      s = ''
    end if
  end function text

  integer function checksum(s) result(c)
    character(*), intent(in) :: s
    integer :: i
    c = 0
    do i = 1, len(s)
      c = mod(c * 131 + ichar(s(i:i)), 1000003)
    end do
  end function checksum
end module string_builder

program builder_demo
  use string_builder
  implicit none
  type(builder) :: report, header
  character(len=:), allocatable, target :: whole
  character(len=:), pointer :: first_line
  integer :: step, k, nl
  real(8) :: u(10), energy

  header = builder('# heat report', len('# heat report'), 0)
  call append(header, ' (explicit scheme)')
  print '(a)', text(header)
  print '(a,i0,a,i0)', 'header length ', len(text(header)), ' buffer ', len(header%buf)

  u = 0
  u(5) = 1
  u(6) = 1
  report = builder(text(header), len(text(header)), 0)
  call append(report, new_line('a'))
  do step = 1, 30
    u(2:9) = u(2:9) + 0.25d0 * (u(1:8) - 2 * u(2:9) + u(3:10))
    if (mod(step, 5) == 0) then
      energy = sum(u**2)
      call append(report, 'step ')
      call append_int(report, step)
      call append(report, ': energy=')
      call append_real(report, energy)
      call append(report, ' peak=')
      call append_real(report, maxval(u))
      call append(report, new_line('a'))
    end if
  end do

  whole = text(report)
  nl = index(whole, new_line('a'))
  first_line => whole(1:nl - 1)
  print '(a)', whole(nl + 1:)
  print '(3a)', 'first line: "', first_line, '"'
  first_line(1:1) = '%'
  print '(a)', whole(1:15)
  k = 0
  do step = 1, len(whole)
    if (whole(step:step) == new_line('a')) k = k + 1
  end do
  print '(a,i0,a,i0,a,i0)', 'length ', len(whole), ' lines ', k, ' grows ', report%grows
  print '(a,i0)', 'checksum ', checksum(text(report))
end program builder_demo
