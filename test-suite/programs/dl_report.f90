! A report formatter: a title centred in an automatic-length buffer (CHARACTER(LEN=N) with N
! a dummy), a ruler as long as the table is wide, a bar chart row per column of a matrix in
! a buffer of LEN=SIZE(B, 2), and the rows built in deferred-length strings from pieces that
! internal WRITE formats; lengths and contents printed.
module report_fmt
  implicit none
contains
  subroutine centred(title, width)
    character(*), intent(in) :: title
    integer, intent(in) :: width
    character(len=width) :: line
    integer :: lead
    line = ' '
    lead = max(0, (width - len_trim(title)) / 2)
    line(lead + 1:) = trim(title)
    print '(3a)', '|', line, '|'
  end subroutine centred

  subroutine ruler(width, mark)
    integer, intent(in) :: width
    character, intent(in) :: mark
    character(len=width + 2) :: r
    integer :: i
    do i = 1, len(r)
      r(i:i) = mark
    end do
    r(1:1) = '+'
    r(len(r):len(r)) = '+'
    print '(a)', r
  end subroutine ruler

  ! One character per column of b: '#' where the column sum exceeds the threshold.
  subroutine bars(b, threshold)
    real(8), intent(in) :: b(:, :)
    real(8), intent(in) :: threshold
    character(len=size(b, 2)) :: row
    integer :: j
    do j = 1, size(b, 2)
      if (sum(b(:, j)) > threshold) then
        row(j:j) = '#'
      else
        row(j:j) = '.'
      end if
    end do
    print '(a,i0,3a)', 'bars ', len(row), ' [', row, ']'
  end subroutine bars

  subroutine format_row(label, values, line)
    character(*), intent(in) :: label
    real(8), intent(in) :: values(:)
    character(len=:), allocatable, intent(inout) :: line
    character(len=12) :: cell
    integer :: j
    line = label // ':'
    do j = 1, size(values)
      write (cell, '(f12.3)') values(j)
      line = line // ' ' // trim(adjustl(cell))
    end do
  end subroutine format_row
end module report_fmt

program dl_report
  use report_fmt
  implicit none
  integer, parameter :: m = 4, n = 6
  real(8) :: b(m, n)
  character(len=:), allocatable :: line, widest
  character(len=8) :: label
  integer :: i, j, width

  do j = 1, n
    do i = 1, m
      b(i, j) = sin(0.3d0 * i + 0.7d0 * j) * 10.0d0 / j
    end do
  end do

  widest = ''
  width = 0
  do i = 1, m
    write (label, '(a,i0)') 'row', i
    call format_row(trim(label), b(i, :), line)
    if (len(line) > width) then
      width = len(line)
      widest = line
    end if
  end do
  call ruler(width, '-')
  call centred('Matrix report', width)
  call ruler(width, '=')
  do i = 1, m
    write (label, '(a,i0)') 'row', i
    call format_row(trim(label), b(i, :), line)
    print '(3a)', '|', line // repeat(' ', width - len(line)), '|'
  end do
  call ruler(width, '-')
  call bars(b, 0.0d0)
  call bars(b(1:2, 2:5), -1.0d0)
  print *, 'width', width, 'widest row starts', widest(1:5)
end program dl_report
